// Arco's React 19 adapter must load before any Arco component renders (design.md toolchain facts).
import '@arco-design/web-react/es/_util/react-19-adapter';
import './app/arco-styles';
import './app/styles/app.css';
import { bootstrap } from './app/bootstrap';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
bootstrap(root);
