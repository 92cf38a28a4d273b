import { describe, expect, it } from 'vitest';
import { keyAction } from './keyboard';

const base = { tagName: 'BODY', inputType: '', editable: false, modifiers: false };

describe('keyAction', () => {
  it('moves with the arrows and picks with number keys', () => {
    expect(keyAction({ ...base, key: 'ArrowLeft' })).toEqual({ kind: 'previous' });
    expect(keyAction({ ...base, key: 'ArrowRight' })).toEqual({ kind: 'next' });
    expect(keyAction({ ...base, key: '3' })).toEqual({ kind: 'pick', index: 2 });
    expect(keyAction({ ...base, key: '0' })).toBeNull();
  });

  it('takes left/right on a radio for navigation', () => {
    expect(keyAction({ ...base, key: 'ArrowRight', tagName: 'INPUT', inputType: 'radio' })).toEqual({ kind: 'next' });
  });

  it('leaves keys alone while typing or with modifiers', () => {
    expect(keyAction({ ...base, key: '1', tagName: 'INPUT', inputType: 'text' })).toBeNull();
    expect(keyAction({ ...base, key: 'ArrowLeft', tagName: 'TEXTAREA' })).toBeNull();
    expect(keyAction({ ...base, key: '2', editable: true })).toBeNull();
    expect(keyAction({ ...base, key: 'ArrowLeft', modifiers: true })).toBeNull();
  });
});
