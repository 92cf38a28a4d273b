import fs from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { openSignedIn } from '../support/sign-in';

/*
 * Administrators' statistics (issue 27 item 5, decision 0056): the page shows tiles and charts,
 * each chart switches to its table, and the XLSX and CSV exports download through a signed link
 * and open as spreadsheets. Read-only: the spec changes no data another spec reads.
 */
test.describe.configure({ timeout: 60_000 });

async function saved(download: Download): Promise<Buffer> {
  return fs.readFile(await download.path());
}

async function exportFile(page: Page, name: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  return download;
}

test('an administrator reads the statistics of the last 7 days and exports them as XLSX and CSV', async ({ page }) => {
  await openSignedIn(page, '/admin/statistics?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Figures of the period' });
  await expect(tiles.getByRole('listitem')).toHaveCount(4, { timeout: 20_000 });
  await expect(tiles).toContainText('Study hours');
  // The charts arrive in their own chunk, each with a text alternative.
  // A loaded two-core machine can take a while for the figures and the chart chunk.
  await expect(page.getByRole('img', { name: /^Study hours by day\. Study hours in all/ })).toBeVisible({
    timeout: 25_000,
  });
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  // Arco's radio buttons hide the input under their label: the label is what a person clicks.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Last 7 days' }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page.getByText(/\(7 days\)$/)).toBeVisible({ timeout: 20_000 });
  // The study hours chart as a table: seven days and the total.
  await page.getByRole('button', { name: 'Table' }).first().click();
  await expect(page.getByRole('button', { name: 'Table' }).first()).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Study hours by day' });
  await expect(table.locator('tbody tr')).toHaveCount(7);
  const days = await table.locator('tbody th').allTextContents();

  const xlsx = await exportFile(page, 'Export XLSX');
  expect(xlsx.suggestedFilename()).toMatch(/^learning-statistics_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await saved(xlsx)).buffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'By day', 'By department']);
  const byDay = workbook.getWorksheet('By day')!;
  expect(byDay.getRow(1).values).toEqual([
    undefined,
    'Day',
    'Study hours',
    'Courses completed',
    'Exams scored',
    'Exams passed',
    'Pass rate (%)',
    'Active learners',
  ]);
  expect(byDay.rowCount).toBe(8);
  expect(byDay.getColumn(1).values.slice(2)).toEqual(days);
  const byDepartment = workbook.getWorksheet('By department')!;
  expect(byDepartment.rowCount).toBeGreaterThan(2);
  expect(byDepartment.getColumn(1).values).toContain('Sales');

  const csv = await exportFile(page, 'CSV by day');
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await saved(csv);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Day,Study hours,Courses completed,Exams scored,Exams passed,Pass rate (%),Active learners');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(days);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the statistics fit 390 px, tables as stacked rows', async ({ page }) => {
    await openSignedIn(page, '/admin/statistics?eid=1', 'admin');
    await expect(page.getByRole('list', { name: 'Figures of the period' }).getByRole('listitem')).toHaveCount(4, {
      timeout: 20_000,
    });
    await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Table' }).last().click();
    await expect(page.getByRole('table', { name: 'Study hours and active learners by department' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
