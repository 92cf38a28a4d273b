/** The mall as other server areas use it. */
export { registerMallCalls } from './mall.routes';
