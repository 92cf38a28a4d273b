import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledProgress } from './labelled-progress';

describe('LabelledProgress', () => {
  it('names the progress bar itself, which Arco leaves unnamed', () => {
    const { rerender } = render(<LabelledProgress label="Upload progress" percent={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    rerender(<LabelledProgress label="Study progress" percent={60} type="circle" />);
    expect(screen.getByRole('progressbar', { name: 'Study progress' }).getAttribute('aria-valuenow')).toBe('60');
  });
});
