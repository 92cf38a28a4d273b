import { createRoot } from 'react-dom/client';

// The page-load baseline: React and one heading, built and served exactly like the portal.
createRoot(document.getElementById('root')!).render(<h1 style={{ fontFamily: 'sans-serif' }}>Blank page</h1>);
