// Arco needs its React 19 adapter before any component renders; in Vitest the CommonJS copy loads.
import '@arco-design/web-react/lib/_util/react-19-adapter';
