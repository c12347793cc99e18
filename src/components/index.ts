import type { ComponentType } from 'preact';
import { AccordionGroup, Accordion } from './accordion.js';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from './callouts.js';
import { Card, CardGroup, Column, Columns } from './card.js';
import { Color } from './color.js';
import { CodeBlock } from './code-block.js';
import { CodeGroup, RequestExample, ResponseExample } from './code-group.js';
import { Expandable, ParamField, ResponseField } from './fields.js';
import { Badge } from './badge.js';
import { Heading } from './heading.js';
import { Icon } from './icon.js';
import { Link } from './link.js';
import { Frame, Tooltip } from './media.js';
import { Panel } from './panel.js';
import { Prompt } from './prompt.js';
import { Latex } from './latex.js';
import type { ComponentName } from './names.js';
import { Step, Steps } from './steps.js';
import { Tab, Tabs } from './tabs.js';
import { Tile } from './tile.js';
import { FileTree, Tree } from './tree.js';
import { Update } from './update.js';

/**
 * The components MDX content renders with. `Snippet` is absent: remark-snippet-tag turns it into
 * an import before anything runs.
 */
export const components: Record<Exclude<ComponentName, 'Snippet'>, ComponentType<any>> = {
  Note,
  Tip,
  Warning,
  Info,
  Check,
  Danger,
  Callout,
  CodeBlock,
  CodeGroup,
  RequestExample,
  ResponseExample,
  Steps,
  Step,
  Tabs,
  Tab,
  AccordionGroup,
  Accordion,
  Card,
  CardGroup,
  Columns,
  ParamField,
  // Mintlify's shorter name for the same component.
  Param: ParamField,
  ResponseField,
  Expandable,
  Frame,
  Tooltip,
  Update,
  Icon,
  Badge,
  Column,
  Tile,
  Panel,
  Tree,
  FileTree,
  Color,
  Prompt,
  Heading,
  Link,
  Latex,
};

export { COMPONENT_NAMES, COMPONENT_PARTS } from './names.js';
export { IconSvg } from './icon.js';
export { iconSvg } from './icons.js';
