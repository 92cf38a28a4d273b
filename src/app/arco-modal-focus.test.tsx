import { Button, Modal } from '@arco-design/web-react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installArcoAriaRepairs } from './arco-a11y';

/** Waits for the observer's frame and Arco's close animation. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 600)));

function Page() {
  return (
    <Button onClick={() => Modal.confirm({ title: 'Hand in?', content: 'Sure?', okText: 'OK', cancelText: 'Back' })}>
      Hand in
    </Button>
  );
}

afterEach(() => {
  // Modal.confirm renders outside the test's container.
  Modal.destroyAll();
  document.body.innerHTML = '';
});

describe('Arco Modal focus (decision 0044)', () => {
  it('on its own, Arco leaves the focus on <body> when a dialog closes (why the repair exists)', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Hand in' });
    opener.focus();
    act(() => opener.click());
    await settle();
    expect((await screen.findByRole('dialog')).contains(document.activeElement)).toBe(true);
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    await settle();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('traps the focus inside and, with the repair, returns it to the opener on close', async () => {
    const uninstall = installArcoAriaRepairs();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Hand in' });
    opener.focus();
    act(() => opener.click());
    await settle();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    await settle();
    await settle();
    expect(document.activeElement).toBe(opener);
    uninstall();
  });
});
