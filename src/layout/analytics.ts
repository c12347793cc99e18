// The snippet of each analytics provider and chat widget of docs.json: the vendor's documented
// install snippet with the configured ids, written once per site at the end of every page's
// <body>. Every file they load is `async` or `defer`, so none holds up the page. Ids come from
// the config and are never trusted: they reach scripts only through scriptLiteral, attributes
// escaped, URLs only through httpAddress (the schema already refuses others, with their place).
import type { Analytics, Config, Integrations } from '../config/schema/index.js';
import { escapeLikePreact } from '../util/escape-html.js';
import { httpAddress } from '../util/safe-href.js';
import { inlineScript, scriptFile, scriptFileThen, scriptLiteral as literal } from './script-tags.js';

type Snippets<Settings> = { [Key in keyof Settings]-?: (settings: NonNullable<Settings[Key]>) => string | undefined };

/** An address from the config without its trailing slash, or undefined when it is not http(s). */
const origin = (address: string) => httpAddress(address)?.replace(/\/+$/, '');

const ANALYTICS: Snippets<Analytics> = {
  adobe: ({ launchUrl }) => {
    const src = httpAddress(launchUrl);
    return src && scriptFile(src);
  },

  // Amplitude's script loader (the Browser SDK with its default autocapture).
  amplitude: ({ apiKey }) =>
    scriptFileThen(`https://cdn.amplitude.com/script/${encodeURIComponent(apiKey)}.js`, `window.amplitude.init(${literal(apiKey)},{fetchRemoteConfig:true,autocapture:true})`),

  clarity: ({ projectId }) =>
    inlineScript(
      `(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y)})(window,document,"clarity","script",${literal(projectId)});`,
    ),

  clearbit: ({ publicApiKey }) => scriptFile(`https://tag.clearbitscripts.com/v1/${encodeURIComponent(publicApiKey)}/tags.js`, { referrerpolicy: 'strict-origin-when-cross-origin' }),

  fathom: ({ siteId }) => scriptFile('https://cdn.usefathom.com/script.js', { 'data-site': siteId }, 'defer'),

  ga4: ({ measurementId }) =>
    scriptFile(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`) +
    inlineScript(`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${literal(measurementId)});`),

  // The container, and its <noscript> frame for readers without JavaScript.
  gtm: ({ tagId }) =>
    inlineScript(
      `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({"gtm.start":new Date().getTime(),event:"gtm.js"});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!="dataLayer"?"&l="+l:"";j.async=true;j.src="https://www.googletagmanager.com/gtm.js?id="+i+dl;f.parentNode.insertBefore(j,f)})(window,document,"script","dataLayer",${literal(tagId)});`,
    ) +
    `<noscript><iframe src="${escapeLikePreact(`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(tagId)}`)}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`,

  heap: ({ appId }) =>
    inlineScript(
      `window.heap=window.heap||[],heap.load=function(e,t){window.heap.appid=e,window.heap.config=t=t||{};var r=document.createElement("script");r.type="text/javascript",r.async=!0,r.src="https://cdn.heapanalytics.com/js/heap-"+e+".js";var a=document.getElementsByTagName("script")[0];a.parentNode.insertBefore(r,a);for(var n=function(e){return function(){heap.push([e].concat(Array.prototype.slice.call(arguments,0)))}},p=["addEventProperties","addUserProperties","clearEventProperties","identify","resetIdentity","removeEventProperty","setEventProperties","track","unsetEventProperty"],o=0;o<p.length;o++)heap[p[o]]=n(p[o])};heap.load(${literal(appId)});`,
    ),

  // Hightouch Events takes its API host without a scheme.
  hightouch: ({ writeKey, apiHost }) => {
    const host = apiHost === undefined ? undefined : origin(apiHost)?.replace(/^https?:\/\//i, '');
    if (apiHost !== undefined && host === undefined) return undefined;
    return inlineScript(
      `!function(){var e=window.htevents=window.htevents||[];if(!e.initialize)if(e.invoked)window.console&&console.error&&console.error("Hightouch snippet included twice.");else{e.invoked=!0,e.methods=["trackSubmit","trackClick","trackLink","trackForm","pageview","identify","reset","group","track","ready","alias","debug","page","once","off","on","addSourceMiddleware","addIntegrationMiddleware","setAnonymousId","addDestinationMiddleware"],e.factory=function(t){return function(){var n=Array.prototype.slice.call(arguments);return n.unshift(t),e.push(n),e}};for(var t=0;t<e.methods.length;t++){var n=e.methods[t];e[n]=e.factory(n)}e.load=function(t,n){var o=document.createElement("script");o.type="text/javascript",o.async=!0,o.src="https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js";var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(o,r),e._loadOptions=n,e._writeKey=t},e.SNIPPET_VERSION="0.0.1",e.load(${literal(writeKey)},${literal(host ? { apiHost: host } : {})}),e.page()}}();`,
    );
  },

  hotjar: ({ hjid, hjsv }) =>
    inlineScript(
      `(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${literal(hjid)},hjsv:${literal(hjsv)}};a=o.getElementsByTagName("head")[0];r=o.createElement("script");r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r)})(window,document,"https://static.hotjar.com/c/hotjar-",".js?sv=");`,
    ),

  koala: ({ publicApiKey }) =>
    inlineScript(
      `!function(t){if(window.ko)return;window.ko=[],["identify","track","removeListeners","on","off","qualify","ready"].forEach(function(t){ko[t]=function(){var n=[].slice.call(arguments);return n.unshift(t),ko.push(n),ko}});var n=document.createElement("script");n.async=!0,n.setAttribute("src",${literal(`https://cdn.getkoala.com/v1/${encodeURIComponent(publicApiKey)}/sdk.js`)}),(document.body||document.head).appendChild(n)}();`,
    ),

  logrocket: ({ appId }) => scriptFileThen('https://cdn.lr-ingest.com/LogRocket.min.js', `window.LogRocket&&window.LogRocket.init(${literal(appId)})`),

  mixpanel: ({ projectToken, region }) =>
    inlineScript(
      `(function(f,b){if(!b.__SV){var e,g,i,h;window.mixpanel=b;b._i=[];b.init=function(e,f,c){function g(a,d){var b=d.split(".");2==b.length&&(a=a[b[0]],d=b[1]);a[d]=function(){a.push([d].concat(Array.prototype.slice.call(arguments,0)))}}var a=b;"undefined"!==typeof c?a=b[c]=[]:c="mixpanel";a.people=a.people||[];a.toString=function(a){var d="mixpanel";"mixpanel"!==c&&(d+="."+c);a||(d+=" (stub)");return d};a.people.toString=function(){return a.toString(1)+".people (stub)"};i="disable time_event track track_pageview track_links track_forms track_with_groups add_group set_group remove_group register register_once alias unregister identify name_tag set_config reset opt_in_tracking opt_out_tracking has_opted_in_tracking has_opted_out_tracking clear_opt_in_out_tracking start_batch_senders people.set people.set_once people.unset people.increment people.append people.union people.track_charge people.clear_charges people.delete_user people.remove".split(" ");for(h=0;h<i.length;h++)g(a,i[h]);var j="set set_once union unset remove delete".split(" ");a.get_group=function(){function b(c){d[c]=function(){call2_args=arguments;call2=[c].concat(Array.prototype.slice.call(call2_args,0));a.push([e,call2])}}for(var d={},e=["get_group"].concat(Array.prototype.slice.call(arguments,0)),c=0;c<j.length;c++)b(j[c]);return d};b._i.push([e,f,c])};b.__SV=1.2;e=f.createElement("script");e.type="text/javascript";e.async=!0;e.src="undefined"!==typeof MIXPANEL_CUSTOM_LIB_URL?MIXPANEL_CUSTOM_LIB_URL:"file:"===f.location.protocol&&"//cdn.mxpnl.com/libs/mixpanel-2-latest.min.js".match(/^\\/\\//)?"https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js":"//cdn.mxpnl.com/libs/mixpanel-2-latest.min.js";g=f.getElementsByTagName("script")[0];g.parentNode.insertBefore(e,g)}})(document,window.mixpanel||[]);` +
        `mixpanel.init(${literal(projectToken)},${literal({ track_pageview: true, persistence: 'localStorage', ...(region && region !== 'us' ? { api_host: `https://api-${region}.mixpanel.com` } : {}) })});`,
    ),

  // pa.js counts page views and takes events (`pirsch()`).
  pirsch: ({ id }) => scriptFile('https://api.pirsch.io/pa.js', { id: 'pianjs', 'data-code': id }, 'defer'),

  posthog: ({ apiKey, apiHost, sessionRecording }) => {
    const host = origin(apiHost ?? 'https://us.i.posthog.com');
    if (host === undefined) return undefined;
    return inlineScript(
      `!function(t,e){var o,n,p,r;e.__SV||(window.posthog=e,e._i=[],e.init=function(i,s,a){function g(t,e){var o=e.split(".");2==o.length&&(t=t[o[0]],e=o[1]),t[e]=function(){t.push([e].concat(Array.prototype.slice.call(arguments,0)))}}(p=t.createElement("script")).type="text/javascript",p.crossOrigin="anonymous",p.async=!0,p.src=s.api_host.replace(".i.posthog.com","-assets.i.posthog.com")+"/static/array.js",(r=t.getElementsByTagName("script")[0]).parentNode.insertBefore(p,r);var u=e;for(void 0!==a?u=e[a]=[]:a="posthog",u.people=u.people||[],u.toString=function(t){var e="posthog";return"posthog"!==a&&(e+="."+a),t||(e+=" (stub)"),e},u.people.toString=function(){return u.toString(1)+".people (stub)"},o="init capture register register_once register_for_session unregister unregister_for_session getFeatureFlag getFeatureFlagPayload isFeatureEnabled reloadFeatureFlags updateEarlyAccessFeatureEnrollment getEarlyAccessFeatures on onFeatureFlags onSessionId getSurveys getActiveMatchingSurveys renderSurvey canRenderSurvey getNextSurveyStep identify setPersonProperties group resetGroups setPersonPropertiesForFlags resetPersonPropertiesForFlags setGroupPropertiesForFlags resetGroupPropertiesForFlags reset get_distinct_id getGroups get_session_id get_session_replay_url alias set_config startSessionRecording stopSessionRecording sessionRecordingStarted captureException loadToolbar get_property getSessionProperty createPersonProfile opt_in_capturing opt_out_capturing has_opted_in_capturing has_opted_out_capturing clear_opt_in_out_capturing debug".split(" "),n=0;n<o.length;n++)g(u,o[n]);e._i.push([i,s,a])},e.__SV=1)}(document,window.posthog||[]);` +
        `posthog.init(${literal(apiKey)},${literal({ api_host: host, person_profiles: 'identified_only', disable_session_recording: sessionRecording !== true })});`,
    );
  },

  // The standard script, and the queue Plausible documents for sending events before it loads.
  plausible: ({ domain, server }) => {
    const host = origin(server ?? 'plausible.io');
    if (host === undefined) return undefined;
    return (
      scriptFile(`${host}/js/script.js`, { 'data-domain': domain }, 'defer') +
      inlineScript('window.plausible=window.plausible||function(){(window.plausible.q=window.plausible.q||[]).push(arguments)};')
    );
  },

  // Segment's analytics.js snippet; a proxied CDN replaces cdn.segment.com (`_cdn`).
  segment: ({ key, cdnUrl }) => {
    const cdn = origin(cdnUrl ?? 'https://cdn.segment.com');
    if (cdn === undefined) return undefined;
    return inlineScript(
      `!function(){var i="analytics",analytics=window[i]=window[i]||[];if(!analytics.initialize)if(analytics.invoked)window.console&&console.error&&console.error("Segment snippet included twice.");else{analytics.invoked=!0;analytics.methods=["trackSubmit","trackClick","trackLink","trackForm","pageview","identify","reset","group","track","ready","alias","debug","page","screen","once","off","on","addSourceMiddleware","addIntegrationMiddleware","setAnonymousId","addDestinationMiddleware","register"];analytics.factory=function(e){return function(){if(window[i].initialized)return window[i][e].apply(window[i],arguments);var n=Array.prototype.slice.call(arguments);if(["track","screen","alias","group","page","identify"].indexOf(e)>-1){var c=document.querySelector("link[rel='canonical']");n.push({__t:"bpc",c:c&&c.getAttribute("href")||void 0,p:location.pathname,u:location.href,s:location.search,t:document.title,r:document.referrer})}n.unshift(e);analytics.push(n);return analytics}};for(var n=0;n<analytics.methods.length;n++){var key=analytics.methods[n];analytics[key]=analytics.factory(key)}analytics.load=function(key,n){var t=document.createElement("script");t.type="text/javascript";t.async=!0;t.setAttribute("data-global-segment-analytics-key",i);t.src=analytics._cdn+"/analytics.js/v1/"+key+"/analytics.min.js";var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(t,r);analytics._loadOptions=n};analytics._cdn=${literal(cdn)};analytics._writeKey=${literal(key)};analytics.SNIPPET_VERSION="5.2.0";analytics.load(${literal(key)});analytics.page()}}();`,
    );
  },
};

const INTEGRATIONS: Snippets<Integrations> = {
  intercom: (appId) =>
    inlineScript(
      `window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:${literal(appId)}};(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic("reattach_activator");ic("update",w.intercomSettings)}else{var d=document;var i=function(){i.c(arguments)};i.q=[];i.c=function(args){i.q.push(args)};w.Intercom=i;var l=function(){var s=d.createElement("script");s.type="text/javascript";s.async=true;s.src="https://widget.intercom.io/widget/"+w.intercomSettings.app_id;var x=d.getElementsByTagName("script")[0];x.parentNode.insertBefore(s,x)};if(document.readyState==="complete"){l()}else if(w.attachEvent){w.attachEvent("onload",l)}else{w.addEventListener("load",l,false)}}})();`,
    ),

  frontchat: (chatId) => scriptFileThen('https://chat-assets.frontapp.com/v1/chat.bundle.js', `window.FrontChat("init",{chatId:${literal(chatId)},useDefaultLauncher:true})`),
};

function snippets<Settings extends object>(table: Snippets<Settings>, configured: Settings | undefined): string {
  if (!configured) return '';
  return (Object.keys(configured) as (keyof Settings)[]).map((name) => (configured[name] === undefined ? '' : (table[name](configured[name]!) ?? ''))).join('');
}

/** The scripts of the analytics providers and chat widgets the site configures; '' for none. */
export function thirdPartyScripts(config: Pick<Config, 'analytics' | 'integrations'>): string {
  return snippets(ANALYTICS, config.analytics) + snippets(INTEGRATIONS, config.integrations);
}
