import { escapeHtml } from '../site/html.js';
import { TEMPLATE_PREVIEW_ATTRIBUTE } from '../site/constants.js';
import { cspHash as sha256 } from '../site/hash.js';

/** Where the dev server's own endpoints live (no site path starts with it). */
export const DEV_PREFIX = '/__docs-dev/';

/**
 * The script docs-dev adds to every page (never to a build's output): it listens to the server's
 * events, reloads the tab when its page changed (keeping the scroll position), and shows the
 * site's errors in an overlay, as docs-check prints them. Constant, so its CSP hash is too; the
 * page's version travels in the element's data attribute. A template's preview frame in the gallery
 * listens to nothing: each event stream holds one of the browser's six connections to the server,
 * and the gallery's frames would take them all (its own page reloads them).
 */
export const DEV_SCRIPT = `(function(){
var frame=window.frameElement;if(frame&&frame.hasAttribute('${TEMPLATE_PREVIEW_ATTRIBUTE}'))return;
var me=document.currentScript,path=location.pathname,key='docs-dev-scroll:'+path;
var saved=sessionStorage.getItem(key);
if(saved!==null){sessionStorage.removeItem(key);var y=+saved;scrollTo(0,y);addEventListener('load',function(){scrollTo(0,y)});}
var overlay=null;
function show(text){
  if(overlay){overlay.remove();overlay=null;}
  if(!text)return;
  overlay=document.createElement('div');overlay.id='docs-dev-overlay';overlay.setAttribute('role','alertdialog');overlay.setAttribute('aria-label','Build errors');
  var s=overlay.style;s.position='fixed';s.inset='0';s.zIndex='2147483647';s.background='rgba(16,20,24,.92)';s.color='#fff';s.padding='32px';s.overflow='auto';s.font='14px/1.5 Menlo,Consolas,monospace';
  var h=document.createElement('p');h.textContent='docs-dev: the site has errors. Fix them and this page reloads.';h.style.fontWeight='700';h.style.color='#FF99A2';
  var pre=document.createElement('pre');pre.textContent=text;pre.style.whiteSpace='pre-wrap';
  overlay.append(h,pre);document.body.append(overlay);
}
var events=new EventSource('${DEV_PREFIX}events?path='+encodeURIComponent(path)+'&version='+encodeURIComponent(me?me.dataset.version:''));
events.addEventListener('reload',function(){sessionStorage.setItem(key,String(scrollY));events.close();location.reload();});
events.addEventListener('errors',function(e){show(JSON.parse(e.data));});
})();`;

/**
 * A page as docs-dev serves it: the build's page with the dev script before </body> and the
 * script's hash added to the page's script-src (the rest of the CSP is the build's).
 */
export function injectDevScript(html: string, version: string): string {
  // The policy is HTML-escaped in its attribute ('self' reads &#39;self&#39;).
  const withHash = html.replace(
    /(<meta http-equiv="Content-Security-Policy" content="[^"]*?script-src &#39;self&#39;)/,
    `$1 ${escapeHtml(sha256(DEV_SCRIPT))}`,
  );
  const at = withHash.lastIndexOf('</body>');
  const tag = `<script data-version="${version}">${DEV_SCRIPT}</script>\n`;
  return at < 0 ? withHash + tag : withHash.slice(0, at) + tag + withHash.slice(at);
}
