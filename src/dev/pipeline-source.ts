import * as pipeline from '../build/pipeline.js';
import type { SiteSource } from './site-source.js';

/** The real build pipeline, so `quire dev` renders every page exactly as `quire build` does. */
export const pipelineSource: SiteSource = pipeline;
