import { useState } from 'react';
import { createRoot } from 'react-dom/client';

// The page-load baseline: React and one heading, built and served exactly like the portal.
// With ?swap the page also has a button that replaces one paragraph of text: the baseline of the
// exam page bench (a trivial React re-render). Without it the page is unchanged for the paint bench.
function Swap() {
  const [n, setN] = useState(1);
  return (
    <div style={{ fontFamily: 'sans-serif' }}>
      <button type="button" onClick={() => setN(n + 1)}>
        Swap text
      </button>
      <p id="swap-text">Paragraph {n}</p>
    </div>
  );
}

const swap = new URLSearchParams(window.location.search).has('swap');
createRoot(document.getElementById('root')!).render(
  <>
    <h1 style={{ fontFamily: 'sans-serif' }}>Blank page</h1>
    {swap ? <Swap /> : null}
  </>,
);
