/** URLs the dev server answers itself; `/_quire/dev/` never collides with a site file (build output uses `/_quire/<name>.<hash>.<ext>`). */
export const EVENTS_PATH = '/_quire/dev/events';
export const RELOAD_SCRIPT_PATH = '/_quire/dev/live-reload.js';
