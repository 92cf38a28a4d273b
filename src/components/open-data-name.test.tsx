import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpenData } from '../../host-adapters';
import { OpenDataName } from './open-data-name';

const plain: OpenData = { enabled: false, init: async () => false, bind: vi.fn() };

describe('OpenDataName', () => {
  it('renders the name as text outside WeCom', () => {
    render(<OpenDataName type="userName" openid="ww-lin-xiao" name="Lin Xiao" openData={plain} />);
    expect(screen.getByText('Lin Xiao').tagName).toBe('SPAN');
    expect(plain.bind).not.toHaveBeenCalled();
  });

  it('renders a ww-open-data element in WeCom and binds it, again when the id changes', () => {
    const openData: OpenData = { enabled: true, init: async () => true, bind: vi.fn() };
    const { container, rerender } = render(<OpenDataName type="userName" openid="ww-1" name="" openData={openData} />);
    const element = container.querySelector('ww-open-data')!;
    expect(element.getAttribute('openid')).toBe('ww-1');
    expect(element.getAttribute('type')).toBe('userName');
    expect(openData.bind).toHaveBeenCalledWith(element);
    rerender(<OpenDataName type="userName" openid="ww-2" name="" openData={openData} />);
    expect(openData.bind).toHaveBeenCalledTimes(2);
    expect(container.querySelector('ww-open-data')!.getAttribute('openid')).toBe('ww-2');
  });
});
