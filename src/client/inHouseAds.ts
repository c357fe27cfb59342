import type { DisplayedAd } from '../site/types.js';

const art = (a: string, b: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="130" height="100" fill="url(#g)"/></svg>`)}`;

/** The five in-house ads, in order: scaffolding product, templates, themes, enterprise, design kit. */
export const IN_HOUSE_ADS: ReadonlyArray<Omit<DisplayedAd, 'label' | 'poweredby'>> = [
  { name: 'scaffoldhub', link: 'https://scaffoldhub.io/?partner=1', img: art('#0073E6', '#66B2FF'), description: '<b>ScaffoldHub</b>. Automate building your full-stack Material UI web-app.' },
  { name: 'templates', link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates', img: art('#1AA251', '#6AE79C'), description: '<b>Premium Templates</b>. Start your project with the best templates for admins, dashboards, and more.' },
  { name: 'themes', link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes', img: art('#DEA500', '#FFDC48'), description: '<b>Premium Themes</b>. Kickstart your application development with a ready-made theme.' },
  { name: 'tidelift', link: 'https://tidelift.com/subscription/pkg/npm-material-ui?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise&utm_content=ad', img: art('#2F3A46', '#7B91A7'), description: '<b>MUI for enterprise</b>. Save time and reduce risk. Managed open source — backed by maintainers.' },
  { name: 'figma', link: 'https://mui.com/store/items/figma-react/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-figma', img: art('#C70011', '#FF99A2'), description: '<b>For Figma</b>. A large UI kit with over 600 handcrafted Material UI, MUI X, Joy UI components 🎨.' },
];
