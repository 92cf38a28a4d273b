/** The live area as other server code uses it. */
export { registerLiveCalls } from './live.routes';
export { registerLiveServer } from './live-server';
