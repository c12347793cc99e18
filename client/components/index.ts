// Behaviour of authoring components; each module does nothing on pages without its markup.
import './tabs.js';
import './copy.js';
import './details.js';
