// The sample site's PostCSS config: CSS its demos import goes through Tailwind CSS v4.
export default {
  plugins: {
    '@tailwindcss/postcss': {},
  },
};
