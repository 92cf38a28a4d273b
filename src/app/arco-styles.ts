/**
 * The CSS of the Arco components the portal uses, per component (the whole arco.css is
 * 62 KB gzip). Add a line when a new Arco component comes into use. Loaded only by the
 * browser entry: Vitest runs without CSS.
 */
import '@arco-design/web-react/es/style/index.css';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/TreeSelect/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import '@arco-design/web-react/es/InputTag/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
