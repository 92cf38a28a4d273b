/** The outsider entry (issue 27 item 7, decision 0057): joining with the code, the waiting notice, the administrators' code page. */
export { OutsiderEntryPage } from './pages/outsider-entry-page';
export { OutsiderCodePage } from './pages/outsider-code-page';
