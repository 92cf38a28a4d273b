import { Table, Tabs, Tree } from '@arco-design/web-react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, initI18n } from '../lib/i18n';
import { DialogFocusReturn, repairArcoAria } from './arco-a11y';

beforeAll(() => {
  initI18n();
  applyLanguage('en_us');
});

describe('repairArcoAria (decision 0044)', () => {
  it('gives Arco tabs their tablist and drops references to panels not rendered', () => {
    render(
      <Tabs defaultActiveTab="a" lazyload>
        <Tabs.TabPane key="a" title="First">
          one
        </Tabs.TabPane>
        <Tabs.TabPane key="b" title="Second">
          two
        </Tabs.TabPane>
      </Tabs>,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    repairArcoAria(document.body);
    const list = screen.getByRole('tablist');
    expect(list.querySelectorAll('[role="tab"]')).toHaveLength(2);
    for (const tab of screen.getAllByRole('tab')) {
      const id = tab.getAttribute('aria-controls');
      if (id) expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('counts tree levels from 1', () => {
    render(
      <Tree
        defaultExpandedKeys={['root']}
        treeData={[{ key: 'root', title: 'Root', children: [{ key: 'leaf', title: 'Leaf' }] }]}
      />,
    );
    expect(screen.getAllByRole('treeitem').map((n) => n.getAttribute('aria-level'))).toEqual(['0', '1']);
    repairArcoAria(document.body);
    expect(screen.getAllByRole('treeitem').map((n) => n.getAttribute('aria-level'))).toEqual(['1', '2']);
  });

  it('names the row-selection checkboxes of a table', () => {
    render(
      <Table
        rowKey="id"
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        data={[{ id: 1, name: 'Paper of Lin Xiao' }]}
        rowSelection={{ type: 'checkbox', checkAll: true }}
        pagination={false}
      />,
    );
    repairArcoAria(document.body);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Paper of Lin Xiao' })).toBeTruthy();
  });
});

describe('DialogFocusReturn', () => {
  it('gives the focus back to the opener when an Arco dialog closes and the focus was lost', () => {
    const opener = document.createElement('button');
    const wrapper = document.createElement('div');
    wrapper.className = 'arco-modal-wrapper';
    const ok = document.createElement('button');
    wrapper.append(ok);
    document.body.append(opener, wrapper);
    const focusReturn = new DialogFocusReturn(document);
    document.addEventListener('focusin', focusReturn.onFocusIn);
    opener.focus();
    ok.focus();
    // Arco hides the wrapper; the focused button inside loses the focus to <body>.
    wrapper.style.display = 'none';
    ok.blur();
    expect(document.activeElement).toBe(document.body);
    focusReturn.check();
    expect(document.activeElement).toBe(opener);
    document.removeEventListener('focusin', focusReturn.onFocusIn);
  });

  it("also when the browser still reports the hidden dialog's button as focused", () => {
    const opener = document.createElement('button');
    const wrapper = document.createElement('div');
    wrapper.className = 'arco-modal-wrapper';
    const cancel = document.createElement('button');
    wrapper.append(cancel);
    document.body.append(opener, wrapper);
    const focusReturn = new DialogFocusReturn(document);
    document.addEventListener('focusin', focusReturn.onFocusIn);
    opener.focus();
    cancel.focus();
    // Hidden, but Chrome moves the focus off it only at its next rendering step.
    wrapper.style.display = 'none';
    expect(document.activeElement).toBe(cancel);
    focusReturn.check();
    expect(document.activeElement).toBe(opener);
    document.removeEventListener('focusin', focusReturn.onFocusIn);
  });

  it('leaves the focus where the learner put it', () => {
    const opener = document.createElement('button');
    const elsewhere = document.createElement('input');
    const wrapper = document.createElement('div');
    wrapper.className = 'arco-modal-wrapper';
    const ok = document.createElement('button');
    wrapper.append(ok);
    document.body.append(opener, elsewhere, wrapper);
    const focusReturn = new DialogFocusReturn(document);
    document.addEventListener('focusin', focusReturn.onFocusIn);
    opener.focus();
    ok.focus();
    wrapper.remove();
    elsewhere.focus();
    focusReturn.check();
    expect(document.activeElement).toBe(elsewhere);
    document.removeEventListener('focusin', focusReturn.onFocusIn);
  });
});
