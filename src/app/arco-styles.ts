/**
 * The CSS of the Arco components the start-up code renders (the sign-in page, the home page and
 * the main frame), per component (the whole arco.css is 62 KB gzip). The other components' CSS
 * is in src/app/arco-styles-rest.css, awaited by every other page and fetched by /login and /index
 * after they have painted (issue 28, decision 0069): add a line there when a new Arco component
 * comes into use. Loaded only by the
 * browser entry: Vitest runs without CSS.
 */
import '@arco-design/web-react/es/style/index.css';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
