// The one script every page loads: small custom elements that enhance server-rendered markup.
import './components/index.js';
import './layout/index.js';
