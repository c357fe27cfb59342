import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  COLOR_SCHEME_ATTRIBUTE,
  DENSITY_STORAGE_KEY,
  MODE_STORAGE_KEY,
  THEME_COLOR,
} from '../site/constants.js';

/**
 * Blocking inline script run before first paint: applies the stored colour mode, direction, density and
 * code preferences as attributes on <html>, so there is no flash of the wrong theme or variant.
 * Kept tiny and constant: its CSP hash is the same on every page.
 */
export const HEAD_SCRIPT = `(function(){var d=document.documentElement;d.classList.add('js');try{var m=localStorage.getItem('${MODE_STORAGE_KEY}')||'system';var s=m==='dark'||m==='light'?m:(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',s);d.setAttribute('data-mode',m);var t=document.querySelector('meta[name=theme-color]');if(t)t.setAttribute('content',s==='dark'?'${THEME_COLOR.dark}':'${THEME_COLOR.light}');var r=localStorage.getItem('mui-direction');if(r==='rtl'||r==='ltr')d.setAttribute('dir',r);if(localStorage.getItem('${DENSITY_STORAGE_KEY}')==='compact')d.setAttribute('data-density','compact');var h=location.hash,c=document.cookie,v=/\\.tsx$/.test(h)?'TS':/\\.js$/.test(h)?'JS':(/(?:^|;\\s*)${CODE_VARIANT_COOKIE}=(JS|TS)/.exec(c)||[])[1];if(v)d.setAttribute('data-code-variant',v);var g=/\\.(js|tsx)$/.test(h)?(/tailwind-/.test(h)?'tailwind':/css-/.test(h)?'css':/system-/.test(h)?'system':''):'';if(!g){var k=(/(?:^|;\\s*)${CODE_STYLING_COOKIE}=([^;]*)/.exec(c)||[])[1];k=k&&decodeURIComponent(k);g=k==='Tailwind'?'tailwind':k==='CSS'?'css':k==='MUI System'?'system':''}if(g)d.setAttribute('data-code-styling',g)}catch(e){}})();`;
