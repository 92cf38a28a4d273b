import type { Language, Statistics, StatisticsExportFormat, StatisticsTotals } from '../../../protocol';
import { EXPORT_LABELS, type ExportLabels } from './export-labels';

/**
 * The exported files (decision 0056): the same tables as the page, as a workbook with one sheet
 * per table or as one table in CSV. Figures are numbers (hours with two decimals, pass rates in
 * percent with one), so a spreadsheet can add them up.
 */
type Cell = string | number;
export interface ExportTable {
  sheet: string;
  header: string[];
  rows: Cell[][];
}

export const hours = (seconds: number): number => Math.round(seconds / 36) / 100;
/** Percent with one decimal; empty when no paper was scored (a rate of nothing is not 0 %). */
export const passRate = (passed: number, scored: number): Cell =>
  scored > 0 ? Math.round((passed / scored) * 1000) / 10 : '';

function summaryTable(stats: Statistics, l: ExportLabels): ExportTable {
  const row = (label: string, pick: (t: StatisticsTotals) => Cell): Cell[] => [
    label,
    pick(stats.totals),
    pick(stats.previous),
  ];
  return {
    sheet: l.sheets.summary,
    header: [l.summary.figure, l.summary.value, l.summary.previous],
    rows: [
      [l.from, stats.period.from, ''],
      [l.to, stats.period.to, ''],
      row(l.members, (t) => t.members),
      row(l.activeLearners, (t) => t.activeLearners),
      row(l.studyHours, (t) => hours(t.studySeconds)),
      row(l.completions, (t) => t.completions),
      row(l.examScored, (t) => t.examScored),
      row(l.examPassed, (t) => t.examPassed),
      row(l.passRate, (t) => passRate(t.examPassed, t.examScored)),
    ],
  };
}

function daysTable(stats: Statistics, l: ExportLabels): ExportTable {
  return {
    sheet: l.sheets.days,
    header: [l.day, l.studyHours, l.completions, l.examScored, l.examPassed, l.passRate, l.activeLearners],
    rows: stats.days.map((d) => [
      d.day,
      hours(d.studySeconds),
      d.completions,
      d.examScored,
      d.examPassed,
      passRate(d.examPassed, d.examScored),
      d.activeLearners,
    ]),
  };
}

function departmentsTable(stats: Statistics, l: ExportLabels): ExportTable {
  return {
    sheet: l.sheets.departments,
    header: [
      l.department,
      l.members,
      l.activeLearners,
      l.studyHours,
      l.completions,
      l.examScored,
      l.examPassed,
      l.passRate,
    ],
    rows: stats.departments.map((d) => [
      d.departmentId === null ? l.noDepartment : d.departmentId === 0 ? l.otherDepartments : d.name,
      d.members,
      d.activeLearners,
      hours(d.studySeconds),
      d.completions,
      d.examScored,
      d.examPassed,
      passRate(d.examPassed, d.examScored),
    ]),
  };
}

export function exportTables(stats: Statistics, language: Language): ExportTable[] {
  const l = EXPORT_LABELS[language];
  return [summaryTable(stats, l), daysTable(stats, l), departmentsTable(stats, l)];
}

/**
 * One CSV cell: quoted when it holds a separator, quote or line break; a text that a spreadsheet
 * would run as a formula (= + - @, tab, CR first) gets a leading apostrophe (CSV injection).
 */
function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte-order mark, so Excel reads Chinese correctly; CRLF line ends. */
export function csvOf(table: ExportTable): Buffer {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function xlsxOf(tables: ExportTable[]): Promise<Buffer> {
  // exceljs is large: loaded on the first export, not when the server starts.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'learning-portal';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.header).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
    sheet.columns.forEach((column, index) => {
      const widest = Math.max(...[table.header, ...table.rows].map((row) => String(row[index] ?? '').length));
      column.width = Math.min(48, Math.max(10, widest * 1.6 + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ExportFile {
  body: Buffer;
  fileName: string;
  contentType: string;
}

export async function exportFile(
  stats: Statistics,
  format: StatisticsExportFormat,
  language: Language,
): Promise<ExportFile> {
  const tables = exportTables(stats, language);
  const l = EXPORT_LABELS[language];
  const stem = `${l.fileStem}_${stats.period.from}_${stats.period.to}`;
  if (format === 'xlsx') {
    return {
      body: await xlsxOf(tables),
      fileName: `${stem}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
  }
  const table = format === 'csv_days' ? tables[1]! : tables[2]!;
  return { body: csvOf(table), fileName: `${stem}_${table.sheet}.csv`, contentType: 'text/csv; charset=utf-8' };
}
