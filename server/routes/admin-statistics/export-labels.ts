import type { Language } from '../../../protocol';

/**
 * The exported tables' sheet names, headers and fixed cells in the administrator's language (the
 * language of the export call; the page's own texts are in src/locales/<lang>/admin-statistics.json).
 */
export interface ExportLabels {
  fileStem: string;
  sheets: { summary: string; days: string; departments: string };
  summary: { figure: string; value: string; previous: string };
  period: string;
  from: string;
  to: string;
  generatedAt: string;
  members: string;
  day: string;
  department: string;
  noDepartment: string;
  otherDepartments: string;
  studyHours: string;
  completions: string;
  examScored: string;
  examPassed: string;
  passRate: string;
  activeLearners: string;
}

export const EXPORT_LABELS: Record<Language, ExportLabels> = {
  zh_cn: {
    fileStem: '学习统计',
    sheets: { summary: '概览', days: '按日', departments: '按部门' },
    summary: { figure: '指标', value: '本期', previous: '上一期' },
    period: '统计周期',
    from: '开始日期',
    to: '结束日期',
    generatedAt: '导出时间',
    members: '成员数',
    day: '日期',
    department: '部门',
    noDepartment: '未分配部门',
    otherDepartments: '其他部门',
    studyHours: '学习时长（小时）',
    completions: '完成课程数',
    examScored: '已评分考试',
    examPassed: '通过考试',
    passRate: '通过率（%）',
    activeLearners: '活跃学员',
  },
  zh_hant: {
    fileStem: '學習統計',
    sheets: { summary: '概覽', days: '按日', departments: '按部門' },
    summary: { figure: '指標', value: '本期', previous: '上一期' },
    period: '統計週期',
    from: '開始日期',
    to: '結束日期',
    generatedAt: '匯出時間',
    members: '成員數',
    day: '日期',
    department: '部門',
    noDepartment: '未分配部門',
    otherDepartments: '其他部門',
    studyHours: '學習時長（小時）',
    completions: '完成課程數',
    examScored: '已評分考試',
    examPassed: '通過考試',
    passRate: '通過率（%）',
    activeLearners: '活躍學員',
  },
  en_us: {
    fileStem: 'learning-statistics',
    sheets: { summary: 'Summary', days: 'By day', departments: 'By department' },
    summary: { figure: 'Figure', value: 'This period', previous: 'Previous period' },
    period: 'Period',
    from: 'From',
    to: 'To',
    generatedAt: 'Exported at',
    members: 'Members',
    day: 'Day',
    department: 'Department',
    noDepartment: 'No department',
    otherDepartments: 'Other departments',
    studyHours: 'Study hours',
    completions: 'Courses completed',
    examScored: 'Exams scored',
    examPassed: 'Exams passed',
    passRate: 'Pass rate (%)',
    activeLearners: 'Active learners',
  },
};
