import {
  AD_MARGIN_BOTTOM,
  AD_MARGIN_TOP,
  AD_MIN_HEIGHT_PX,
  AD_MIN_HEIGHT_SM_PX,
  BREAKPOINTS,
  THEME_BORDER_RADIUS,
  THEME_SPACING_UNIT,
} from '../site/constants.js';

const sp = (n: number) => `${n * THEME_SPACING_UNIT}px`;
const lg = `${BREAKPOINTS.lg}px`;
const radius = `${THEME_BORDER_RADIUS}px`;

/**
 * Layout and content styles shared by every page (plain elements, no per-page Emotion work).
 * Colours come from the theme's CSS variables, so light and dark need no second pass.
 * ButtonBase removes the outline and draws its focus ring with JS (a ripple), which static pages do
 * not run: `.MuiButtonBase-root:focus-visible` restores the outline.
 */
export const CONTENT_CSS = `
:root{--docs-header-height:64px;--docs-nav-width:280px;--docs-toc-width:242px;--docs-code-bg:#0F1924;--docs-code-fg:#E5EAF2;--docs-border:var(--muidocs-palette-grey-200);--docs-muted:var(--muidocs-palette-grey-700);--docs-surface:#F3F6F9;--docs-link:var(--muidocs-palette-primary-main);--docs-link-strong:var(--muidocs-palette-primary-dark);--docs-callout-info:#EBF5FF;--docs-callout-success:#E9FBF0;--docs-callout-warning:#FFF9EB;--docs-callout-error:#FFF0F1;--docs-error-text:#C70011}
[data-mui-color-scheme="dark"]{--docs-border:#1F262E;--docs-muted:var(--muidocs-palette-grey-400);--docs-surface:#141A1F;--docs-link:#66B2FF;--docs-link-strong:var(--muidocs-palette-primary-light);--docs-callout-info:rgba(0,58,117,.35);--docs-callout-success:rgba(15,92,46,.35);--docs-callout-warning:rgba(90,54,0,.35);--docs-callout-error:rgba(87,0,7,.35);--docs-error-text:#FF99A2}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:calc(var(--docs-header-height) + 16px)}
body{margin:0;font-family:"IBM Plex Sans",-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.6;color:var(--muidocs-palette-text-primary);background:var(--muidocs-palette-background-default)}
a{color:var(--docs-link)}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip-link{position:fixed;left:${sp(2)};top:-100px;z-index:2000;padding:${sp(1)} ${sp(2)};background:var(--muidocs-palette-background-paper);border:1px solid var(--docs-border);border-radius:8px}
.skip-link:focus{top:${sp(1)}}
.app-header{border-bottom:1px solid var(--docs-border);background:color-mix(in srgb,var(--muidocs-palette-background-default) 85%,transparent)!important;backdrop-filter:blur(8px)}
.app-toolbar{gap:${sp(1)};min-height:var(--docs-header-height)}
.home-link{display:inline-flex;align-items:center;color:var(--muidocs-palette-primary-main);text-decoration:none}
.home-link .logo{display:block;height:28px;width:auto}
.site-name{font-weight:700;font-size:17px}
.product-logo{display:block;height:20px;width:auto}
.product-identifier{display:flex;align-items:center;gap:${sp(1)};font-weight:600}
.product-name{font-size:15px}
.toolbar-spacer{flex:1}
details.version-menu,details.settings-menu{position:relative}
details.version-menu>summary,details.settings-menu>summary{list-style:none;cursor:pointer;border:1px solid var(--docs-border);border-radius:8px;padding:2px 8px;font-size:13px;display:inline-flex;align-items:center;color:var(--muidocs-palette-text-secondary)}
details.settings-menu>summary{padding:6px}
summary::-webkit-details-marker{display:none}
.version-menu ul,.settings-panel{position:absolute;top:calc(100% + 6px);z-index:1200;margin:0;padding:${sp(1)};list-style:none;background:var(--muidocs-palette-background-paper);border:1px solid var(--docs-border);border-radius:${radius};box-shadow:0 8px 24px rgba(0,0,0,.12);min-width:180px}
.settings-panel{right:0;min-width:260px}
.version-menu a{display:block;padding:4px 8px;border-radius:6px;text-decoration:none;color:inherit}
.version-menu a:hover{background:var(--docs-surface)}
.settings-label{font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.08em;color:var(--docs-muted);margin:${sp(1)} 0 4px}
.settings-options{display:flex;gap:4px}
.settings-options [aria-pressed="true"]{background:var(--muidocs-palette-primary-main);color:var(--muidocs-palette-primary-contrastText)}
.app-body{display:flex;align-items:flex-start}
.app-nav{position:sticky;top:var(--docs-header-height);height:calc(100vh - var(--docs-header-height));overflow-y:auto;width:var(--docs-nav-width);flex-shrink:0;border-right:1px solid var(--docs-border);padding:${sp(2)} ${sp(1)} ${sp(4)};font-size:14px}
.app-nav ul{list-style:none;margin:0;padding:0}
.app-nav ul ul{padding-left:${sp(1.5)}}
.nav-close{display:none}
.nav-group{cursor:pointer;font-weight:600;padding:6px 8px;border-radius:8px;display:flex;align-items:center;gap:6px}
.nav-group::before{content:"▸";font-size:11px;color:var(--docs-muted);transition:transform .15s}
details[open]>.nav-group::before{transform:rotate(90deg)}
.nav-group:hover,.nav-link:hover{background:var(--docs-surface)}
.nav-subheader-label{font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.08em;color:var(--docs-muted);padding:${sp(1.5)} 8px 4px}
.nav-link{display:flex;align-items:center;gap:6px;padding:4px 8px;border-radius:8px;color:var(--muidocs-palette-text-secondary);text-decoration:none}
.nav-link[aria-current="page"]{color:var(--docs-link-strong);background:color-mix(in srgb,var(--muidocs-palette-primary-main) 6%,transparent);font-weight:600}
.nav-chip{height:18px!important;font-size:10px!important;font-weight:700}
.plan-badge{display:inline-block;width:14px;height:14px;border-radius:4px;flex-shrink:0}
.plan-pro{background:linear-gradient(135deg,#3399FF,#0073E6)}
.plan-premium{background:linear-gradient(135deg,#FFDC48,#DEA500)}
.nav-extra{margin-top:${sp(2)}!important;padding-top:${sp(1)}!important;border-top:1px solid var(--docs-border)}
.nav-extra a{display:block;padding:4px 8px;color:var(--muidocs-palette-text-secondary);text-decoration:none}
.menu-button{display:none!important}
@media (max-width:${BREAKPOINTS.lg - 0.05}px){
.menu-button{display:inline-flex!important}
.app-nav{display:none;position:fixed;inset:0 auto 0 0;top:0;height:100vh;z-index:1300;background:var(--muidocs-palette-background-paper);box-shadow:0 0 40px rgba(0,0,0,.3);width:min(320px,88vw)}
.app-nav:target,.app-nav.open{display:block}
.nav-close{display:block;text-align:right;font-size:28px;line-height:1;text-decoration:none;color:var(--docs-muted);padding:0 8px}
}
.app-main{flex:1;min-width:0;outline:none}
.docs-layout{display:flex;justify-content:center;gap:${sp(4)};padding:${sp(4)} ${sp(2)} ${sp(8)}}
.docs-content{flex:1;min-width:0;max-width:105ch}
.toc{display:none;width:var(--docs-toc-width);flex-shrink:0;position:sticky;top:calc(var(--docs-header-height) + 32px);max-height:calc(100vh - var(--docs-header-height) - 48px);overflow-y:auto;font-size:13px}
@media (min-width:${lg}){.toc{display:block}.docs-layout{padding:${sp(5)} ${sp(5)} ${sp(8)}}}
@media (min-width:${BREAKPOINTS.sm}px){.docs-layout{padding-left:${sp(3)};padding-right:${sp(3)}}}
.toc-title{font-weight:700;margin:0 0 ${sp(1)};font-size:14px}
.toc ul{list-style:none;margin:0;padding:0}
.toc ul ul{padding-left:${sp(1.5)}}
.toc a{display:block;padding:3px 8px;color:var(--muidocs-palette-text-secondary);text-decoration:none;border-left:1px solid var(--docs-border)}
.toc a:hover,.toc a[aria-current="true"]{color:var(--muidocs-palette-primary-main);border-left-color:var(--muidocs-palette-primary-main)}
.markdown-body{overflow-wrap:break-word}
.markdown-body h1{font-size:clamp(2rem,1.125rem + 2.5vw,2.5rem);line-height:1.2;letter-spacing:-.2px;margin:0 0 ${sp(1)};font-weight:600}
.markdown-body h2{font-size:1.6rem;line-height:1.3;margin:${sp(5)} 0 ${sp(1)};font-weight:600}
.markdown-body h3{font-size:1.25rem;margin:${sp(3)} 0 ${sp(1)};font-weight:600}
.markdown-body h4{font-size:1.05rem;margin:${sp(2)} 0 ${sp(1)}}
.anchor-link{margin-left:${sp(1)};opacity:0;text-decoration:none;color:var(--docs-muted);font-size:.8em}
h2:hover .anchor-link,h3:hover .anchor-link,.anchor-link:focus{opacity:1}
.markdown-body p.description{font-size:1.15rem;color:var(--muidocs-palette-text-secondary);margin-top:0}
.markdown-body a code,.MuiCallout-root a{color:var(--docs-link-strong)}
.markdown-body code{font-family:Menlo,Consolas,"Droid Sans Mono",monospace;font-size:.85em;padding:1px 5px;border-radius:6px;background:var(--docs-surface);border:1px solid var(--docs-border)}
.markdown-body pre code,.MuiCode-root code{padding:0;border:0;background:none;font-size:13px}
.markdown-body .table-scroll{margin:${sp(2)} 0}
.markdown-body table{border-collapse:collapse;width:100%;font-size:14px}
.markdown-body th,.markdown-body td{border-bottom:1px solid var(--docs-border);padding:${sp(1)} ${sp(1.5)};text-align:left;vertical-align:top}
.markdown-body img{max-width:100%;height:auto}
.markdown-body blockquote{margin:${sp(2)} 0;padding:0 ${sp(2)};border-left:4px solid var(--docs-border);color:var(--muidocs-palette-text-secondary)}
.markdown-body kbd{font-family:inherit;font-size:.85em;padding:1px 6px;border:1px solid var(--docs-border);border-bottom-width:2px;border-radius:6px}
.MuiCode-root{position:relative;margin:${sp(2)} 0;border-radius:${radius};background:var(--docs-code-bg);color:var(--docs-code-fg);border:1px solid #1F262E}
.MuiCode-root pre{margin:0;padding:${sp(2)};overflow:auto;font-family:Menlo,Consolas,"Droid Sans Mono",monospace;font-size:13px;line-height:1.55;outline:none}
.MuiCode-title{padding:6px ${sp(2)};font-size:12px;font-family:Menlo,Consolas,monospace;border-bottom:1px solid #1F262E;color:#AEBACB}
.MuiCode-copy{display:none;position:absolute;top:8px;right:8px;cursor:pointer;font:inherit;font-size:12px;font-weight:600;padding:3px 8px;border-radius:6px;border:1px solid #2F3A46;background:#141A1F;color:#DAE2ED}
html.js .MuiCode-copy{display:inline-flex;gap:4px;align-items:center}
.MuiCode-copyKeypress{display:none;opacity:.7}
.MuiCode-root:hover .MuiCode-copyKeypress,.MuiCode-root:focus-within .MuiCode-copyKeypress{display:inline}
.MuiCode-keyHint{font:inherit}
.MuiCode-copy[data-copied="true"]{border-color:#1AA251;color:#6AE79C}
.token.comment,.token.prolog,.token.doctype,.token.cdata{color:#8796A5}
.token.punctuation{color:#C5D0E0}
.token.property,.token.tag,.token.constant,.token.symbol,.token.deleted{color:#FC929E}
.token.boolean,.token.number{color:#FFB86C}
.token.selector,.token.attr-name,.token.string,.token.char,.token.builtin,.token.inserted{color:#8DC891}
.token.operator,.token.entity,.token.url{color:#D7DEE6}
.token.atrule,.token.attr-value,.token.keyword{color:#C792EA}
.token.function,.token.class-name{color:#79B6F2}
.token.regex,.token.important,.token.variable{color:#FFD166}
.MuiCallout-root{display:flex;gap:${sp(1.5)};margin:${sp(2)} 0;padding:${sp(1.5)} ${sp(2)};border-radius:${radius};border:1px solid var(--docs-border);font-size:15px}
.MuiCallout-root>.MuiCallout-content>:first-child{margin-top:0}.MuiCallout-root>.MuiCallout-content>:last-child{margin-bottom:0}
.MuiCallout-content{min-width:0;flex:1}
.MuiCallout-icon{flex-shrink:0;margin-top:3px}
.MuiCallout-info{background:var(--docs-callout-info);border-color:color-mix(in srgb,#3399FF 35%,transparent)}.MuiCallout-info .MuiCallout-icon{color:#0073E6}
.MuiCallout-success{background:var(--docs-callout-success);border-color:color-mix(in srgb,#1AA251 35%,transparent)}.MuiCallout-success .MuiCallout-icon{color:#1AA251}
.MuiCallout-warning{background:var(--docs-callout-warning);border-color:color-mix(in srgb,#DEA500 40%,transparent)}.MuiCallout-warning .MuiCallout-icon{color:#AB6800}
.MuiCallout-error{background:var(--docs-callout-error);border-color:color-mix(in srgb,#EB0014 35%,transparent)}.MuiCallout-error .MuiCallout-icon{color:#C70011}
.MuiCodeTabs-root{margin:${sp(2)} 0}
.MuiCodeTabs-tabs{display:none;gap:4px}
html.js .MuiCodeTabs-tabs{display:flex}
.MuiCodeTabs-tabs button{font:inherit;font-size:13px;font-weight:600;cursor:pointer;padding:4px 12px;border-radius:8px 8px 0 0;border:1px solid var(--docs-border);border-bottom:0;background:var(--docs-surface);color:var(--muidocs-palette-text-secondary)}
.MuiCodeTabs-tabs button[aria-selected="true"]{background:var(--docs-code-bg);color:#fff;border-color:#1F262E}
.MuiCodeTabs-panel .MuiCode-root{margin-top:0}
html.js .MuiCodeTabs-panel:not([data-selected]){display:none}
html:not(.js) .MuiCodeTabs-panel::before{content:attr(data-tab);display:block;font-size:12px;font-weight:700;color:var(--docs-muted)}
.Demo-root{margin:${sp(2)} 0 ${sp(3)};position:relative}
.Demo-anchor{position:absolute;top:calc(-1 * var(--docs-header-height) - 16px)}
.Demo-preview{padding:${sp(3)};border:1px solid var(--docs-border);border-radius:${radius} ${radius} 0 0;display:flex;justify-content:center;align-items:center;flex-wrap:wrap;overflow:auto;background:var(--muidocs-palette-background-default)}
.Demo-bg-inline{border:0;padding:${sp(1)} 0}
.Demo-bg-gradient,.Demo-bg-playground{background:linear-gradient(180deg,var(--docs-surface),transparent)}
.Demo-toolbar{display:none;gap:4px;align-items:center;justify-content:flex-end;padding:4px 8px;border:1px solid var(--docs-border);border-top:0;font-size:13px}
html.js .Demo-toolbar{display:flex}
.Demo-toolbar button{font:inherit;font-size:12px;font-weight:600;cursor:pointer;padding:3px 8px;border-radius:6px;border:1px solid var(--docs-border);background:transparent;color:var(--muidocs-palette-text-secondary)}
html[data-code-variant="JS"] [data-set-variant="JS"],html[data-code-variant="TS"] [data-set-variant="TS"],html[data-code-styling="system"] [data-set-styling="system"],html[data-code-styling="tailwind"] [data-set-styling="tailwind"],html[data-code-styling="css"] [data-set-styling="css"]{background:var(--muidocs-palette-primary-main);color:var(--muidocs-palette-primary-contrastText);border-color:transparent}
.Demo-copy[data-copied="true"]{color:#1AA251}
.Demo-crashed{display:flex;flex-direction:column;align-items:center;gap:8px;color:var(--muidocs-palette-text-secondary)}
.Demo-crashed p{margin:0;font-weight:600}
.Demo-crashReset{font:inherit;font-size:13px;font-weight:600;cursor:pointer;padding:4px 10px;border-radius:6px;border:1px solid var(--docs-border);background:transparent;color:inherit}
.Demo-code{border:1px solid var(--docs-border);border-top:0;border-radius:0 0 ${radius} ${radius}}
.Demo-code>summary{cursor:pointer;padding:6px ${sp(1.5)};font-size:13px;font-weight:600;color:var(--muidocs-palette-text-secondary)}
.Demo-code .MuiCode-root{margin:0;border-radius:0 0 ${radius} ${radius}}
html[data-code-variant="TS"] .Demo-source[data-variant="JS"]:not([data-sole]),html[data-code-variant="JS"] .Demo-source[data-variant="TS"]{display:none}
html[data-code-styling="system"] .Demo-source[data-styling]:not([data-styling="system"]),html[data-code-styling="tailwind"] .Demo-source[data-styling]:not([data-styling="tailwind"]),html[data-code-styling="css"] .Demo-source[data-styling]:not([data-styling="css"]){display:none}
.ad-slot{display:block;position:relative;min-height:${AD_MIN_HEIGHT_PX}px;margin:${sp(AD_MARGIN_TOP)} 0 ${sp(AD_MARGIN_BOTTOM)}}
@media (min-width:${BREAKPOINTS.sm}px){.ad-slot{min-height:${AD_MIN_HEIGHT_SM_PX}px}}
.ad-slot[hidden]{display:none}
.ad-display{display:flex;gap:${sp(1.5)};padding:${sp(1.5)};border:1px dashed var(--docs-border);border-radius:${radius};text-decoration:none;color:inherit;font-size:14px}
.ad-display img{width:130px;height:100px;object-fit:cover;border-radius:8px;flex-shrink:0}
.ad-display.inline{align-items:flex-end}
.ad-pill{display:inline-block;background:#2e7d32;color:#fff;border-radius:6px;padding:0 6px;font-size:11px;font-weight:700;margin-right:6px}
.ad-poweredby{display:block;font-size:12px;color:var(--docs-muted);margin-top:4px}
.ad-whitelist{padding:${sp(1.5)};border:2px solid var(--muidocs-palette-primary-main);border-radius:${radius};font-size:14px}
.ad-whitelist p{margin:0 0 4px}
.docs-footer{display:flex;justify-content:space-between;gap:${sp(2)};margin-top:${sp(6)};padding-top:${sp(3)};border-top:1px solid var(--docs-border)}
.docs-footer a{display:flex;flex-direction:column;text-decoration:none;font-weight:600;padding:${sp(1)} ${sp(1.5)};border:1px solid var(--docs-border);border-radius:${radius};max-width:48%}
.docs-footer-next{margin-left:auto;text-align:right}
.docs-footer-label{font-size:12px;font-weight:400;color:var(--docs-muted)}
.card-grid{list-style:none;padding:0;margin:${sp(2)} 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:${sp(1.5)}}
.card{display:flex;flex-direction:column;gap:4px;height:100%;padding:${sp(2)};border:1px solid var(--docs-border);border-radius:${radius};text-decoration:none;color:inherit;background:var(--muidocs-palette-background-paper);transition:border-color .15s,box-shadow .15s}
.card:hover{border-color:var(--muidocs-palette-primary-main);box-shadow:0 4px 16px rgba(0,115,230,.12)}
.card-title{font-weight:600;color:var(--muidocs-palette-text-primary)}
.card-description{font-size:14px;color:var(--muidocs-palette-text-secondary)}
.component-link-header{list-style:none;padding:0;margin:${sp(2)} 0;display:flex;flex-wrap:wrap;gap:${sp(1)}}
.chip-link{display:inline-block;font-size:13px;font-weight:600;padding:2px 10px;border:1px solid var(--docs-border);border-radius:999px;text-decoration:none}
.component-page-tabs{display:flex;gap:${sp(2)};border-bottom:1px solid var(--docs-border);margin:${sp(2)} 0}
.component-page-tabs a{padding:${sp(1)} 0;text-decoration:none;font-weight:600;color:var(--muidocs-palette-text-secondary)}
.component-page-tabs a[aria-current]{color:var(--muidocs-palette-primary-main);border-bottom:2px solid currentColor}
.component-placeholder{padding:${sp(2)};border:1px dashed var(--docs-border);border-radius:${radius};color:var(--docs-muted)}
.table-scroll{overflow-x:auto}
.api-table{border-collapse:collapse;width:100%;font-size:14px;display:table!important}
.api-table th,.api-table td{border-bottom:1px solid var(--docs-border);padding:${sp(1)};text-align:left;vertical-align:top}
.api-name a{font-family:Menlo,Consolas,monospace;font-weight:600;text-decoration:none}
.api-type code{color:#C70011;white-space:normal}
[data-mui-color-scheme="dark"] .api-type code{color:#FF99A2}
.api-required{color:#EB0014;margin-left:2px}
.api-deprecated{margin-left:6px;font-size:11px;font-weight:700;color:#AB6800}
tr:target{background:color-mix(in srgb,var(--muidocs-palette-primary-main) 8%,transparent)}
#error-decoder [data-state-text]{display:none}
#error-decoder[data-state="loading"] [data-state-text="loading"],#error-decoder[data-state="no-code"] [data-state-text="no-code"],#error-decoder[data-state="unknown"] [data-state-text="unknown"],#error-decoder[data-state="rejected"] [data-state-text="rejected"],#error-decoder[data-state="decoded"] [data-state-text="decoded"]{display:block}
html:not(.js) #error-decoder{display:none}
.error-message{white-space:pre-wrap;padding:${sp(2)};border-radius:${radius};background:var(--docs-surface)}
.template-root{min-height:100vh}
.search-button{display:none;align-items:center;gap:8px;min-width:200px;padding:5px 8px;border:1px solid var(--docs-border);border-radius:8px;background:var(--muidocs-palette-background-paper);color:var(--muidocs-palette-text-secondary);font:inherit;font-size:14px;cursor:pointer;margin-inline-end:8px}
html.js .search-button{display:inline-flex}
.search-button .search-label{flex:1;text-align:start}
.search-shortcut{font:inherit;font-size:12px;font-weight:700;padding:0 6px;border:1px solid var(--docs-border);border-radius:6px}
@media (max-width:599.95px){.search-button{min-width:0}.search-button .search-label,.search-shortcut{display:none}}
.search-dialog{width:min(640px,calc(100vw - 32px));max-height:min(640px,calc(100vh - 96px));margin:64px auto auto;padding:0;border:1px solid var(--docs-border);border-radius:12px;background:var(--muidocs-palette-background-paper);color:var(--muidocs-palette-text-primary);box-shadow:0 16px 48px rgba(0,0,0,.25);display:none;flex-direction:column}
.search-dialog[open]{display:flex}
.search-dialog::backdrop{background:rgba(16,20,24,.5)}
.search-bar{display:flex;gap:8px;align-items:center;padding:12px;border-bottom:1px solid var(--docs-border)}
.search-bar input{flex:1;min-width:0;font:inherit;font-size:16px;padding:8px;border:0;background:transparent;color:inherit;outline:none}
.search-bar select,.search-close{font:inherit;font-size:13px;padding:4px 6px;border:1px solid var(--docs-border);border-radius:6px;background:transparent;color:inherit}
.search-close{cursor:pointer;font-weight:700}
.search-status{margin:0;padding:8px 16px 0;font-size:12px;color:var(--docs-muted)}
.search-status:empty{display:none}
#search-results{list-style:none;margin:0;padding:8px;overflow-y:auto}
.search-group{margin:0 0 8px}
.search-group-head{padding:6px 8px;font-size:13px;font-weight:700;display:flex;gap:8px;align-items:baseline}
.search-product{font-weight:600;font-size:12px;color:var(--docs-muted)}
#search-results [role=option]{display:block;padding:8px;border-radius:8px;text-decoration:none;color:inherit;border:1px solid transparent}
#search-results [role=option][aria-selected=true]{background:var(--docs-surface);border-color:var(--muidocs-palette-primary-main)}
.search-hit{display:block;font-weight:600}
.search-snippet{display:block;font-size:13px;color:var(--muidocs-palette-text-secondary)}
.search-snippet mark{background:color-mix(in srgb,var(--muidocs-palette-primary-main) 22%,transparent);color:inherit;border-radius:2px}
@media (max-width:599.95px){.search-dialog{width:100vw;max-width:100vw;height:100vh;max-height:100vh;margin:0;border-radius:0;border:0}}
:focus-visible{outline:2px solid var(--docs-link-strong);outline-offset:2px}
.MuiButtonBase-root:focus-visible{outline:2px solid var(--docs-link-strong);outline-offset:2px}
.app-main:focus-visible{outline:none}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{transition-duration:0s!important;animation-duration:0s!important;animation-iteration-count:1!important;scroll-behavior:auto!important}}
html[data-density="compact"] .markdown-body{font-size:14px;line-height:1.5}
html[data-density="compact"] .markdown-body h2{margin-top:28px}
html[data-density="compact"] .docs-layout{gap:24px;padding-top:24px}
html[data-density="compact"] .Demo-preview{padding:16px}
html:not(.js) .page-feedback,html:not(.js) .section-feedback{display:none}
.section-heading{display:flex;align-items:baseline;justify-content:space-between;gap:16px}
.section-heading>h2{flex:1;min-width:0}
.section-feedback{flex-shrink:0;font-size:13px;font-weight:600;color:var(--docs-muted)}
.page-feedback{margin-top:48px;padding:16px;border:1px solid var(--docs-border);border-radius:${radius}}
.page-feedback-title{font-size:1.1rem;line-height:1.4;margin:0 0 8px;font-weight:600}
.page-feedback-section{margin:0 0 8px;font-size:14px;color:var(--docs-muted)}
.page-feedback-rating{display:flex;gap:8px}
.page-feedback button{font:inherit;font-size:14px;font-weight:600;cursor:pointer;padding:6px 14px;border-radius:8px;border:1px solid var(--muidocs-palette-grey-500);background:transparent;color:inherit}
.page-feedback [aria-pressed="true"]{background:var(--muidocs-palette-primary-main);color:var(--muidocs-palette-primary-contrastText);border-color:transparent}
.page-feedback-form{display:flex;flex-direction:column;align-items:flex-start;gap:6px;margin-top:12px}
.page-feedback-form[hidden]{display:none}
.page-feedback-form textarea{font:inherit;width:100%;padding:8px;border-radius:8px;border:1px solid var(--muidocs-palette-grey-500);background:var(--muidocs-palette-background-paper);color:inherit}
.page-feedback-count{margin:0;font-size:12px;color:var(--docs-muted)}
.page-feedback-status{margin:8px 0 0;font-size:14px}
.page-feedback-status:empty{display:none}
.page-feedback-status[data-kind="error"]{color:var(--docs-error-text)}
.docs-meta{display:flex;justify-content:space-between;flex-wrap:wrap;gap:16px;margin-top:24px;font-size:14px;color:var(--docs-muted)}
.disable-transitions *,.disable-transitions *::before,.disable-transitions *::after{transition:none!important}
`;
