// html-validate 10 on every built page (docs/quality.md, "HTML"; scripts/test/all runs it on
// public/). JavaScript rather than JSON so each departure from the recommended preset says why.
export default {
  extends: ['html-validate:recommended'],
  elements: ['html5'],
  rules: {
    // React writes void elements self-closed (<meta/>, <img/>), camel-cased attributes in raw
    // markup (charSet, srcSet), and boolean attributes with an
    // empty value (hidden="", checked=""): serialisation style, not errors.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    // The images' frames (their size and blurred placeholder, ContentImage) and Gatsby's focus
    // wrapper carry inline styles.
    'no-inline-style': 'off',
    // React's useId gives ids like ":R1akp:" and Gatsby's root is "___gatsby": valid HTML5 ids
    // (no whitespace), which the strict form of the rule (a letter first) rejects.
    'valid-id': ['error', { relaxed: true }],
    // A list labelled for screen readers (the footer's columns) is fine on any element with a namable role.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The layout primitives (Theme, Grid, Column) render divs and take a role: the cookie banner
    // and the keyboard-scrollable tables are named regions, the stats grid a list of items. The
    // other variations of an A/B-tested page header title it with a heading by ARIA, so the page
    // has one <h1> (Heading's ariaOnly, docs/experiments.md).
    'prefer-native-element': ['error', { exclude: ['region', 'list', 'listitem', 'heading'] }],
    // The phone number's text is the site configuration's display form (the {phone} placeholder of the SPEC), used
    // verbatim in the header, the navigation and the footer.
    'tel-non-breaking': 'off',
    // Titles are the CMS's or the ATS's titles with the brand (SPEC 3.2, 5.6); their length is the editors'.
    'long-title': 'off',
    // The design system's sections page shows each section sample in two themes, so the same named
    // region appears twice by design.
    'unique-landmark': 'off',
  },
}
