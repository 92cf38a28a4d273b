import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/*
 * The statistics charts (decision 0056). This module is the only one that imports recharts and is
 * loaded with React.lazy by the page, so the chart library is its own chunk, fetched after the
 * page's figures and never part of the portal's start-up. Colour is never the only signal: series
 * differ by fill pattern, dash and marker shape too, the legend names them, and every chart has a
 * table of the same figures next to it.
 */
export interface DayPoint {
  label: string;
  hours: number;
  active: number;
  completions: number;
  passed: number;
  failed: number;
}

export interface DepartmentPoint {
  name: string;
  hours: number;
  active: number;
}

export type ChartProps =
  | { kind: 'hours'; days: DayPoint[]; names: { hours: string } }
  | { kind: 'active'; days: DayPoint[]; names: { active: string } }
  | { kind: 'outcomes'; days: DayPoint[]; names: { completions: string; passed: string; failed: string } }
  | { kind: 'departments'; departments: DepartmentPoint[]; names: { hours: string; active: string } };

const BLUE = '#1d6fe0';
const GREEN = '#0b7a43';
const ORANGE = '#b54708';
const PURPLE = '#6b4fbb';
const AXIS = { fontSize: 12, fill: '#4e5969' };
/** Legend names in the text colour (recharts paints them in the series' colour, too pale for AA on white). */
const legendText = (value: string) => <span style={{ color: '#1d2129' }}>{value}</span>;

/** Diagonal stripes: the "failed" and "active" series read apart from their neighbours in grey print too. */
function Patterns() {
  return (
    <defs>
      <pattern id="lp-stats-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="#fde7d9" />
        <line x1="0" y1="0" x2="0" y2="6" stroke={ORANGE} strokeWidth="3" />
      </pattern>
    </defs>
  );
}

function StatisticsChart(props: ChartProps) {
  if (props.kind === 'departments') {
    const height = Math.max(160, props.departments.length * 44 + 60);
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={props.departments} layout="vertical" margin={{ top: 8, right: 40, bottom: 8, left: 8 }}>
          <Patterns />
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={AXIS} allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={120} tick={AXIS} />
          <Tooltip />
          <Legend formatter={legendText} />
          <Bar dataKey="hours" name={props.names.hours} fill={BLUE} isAnimationActive={false}>
            <LabelList dataKey="hours" position="right" fontSize={12} fill="#1d2129" />
          </Bar>
          <Bar
            dataKey="active"
            name={props.names.active}
            fill="url(#lp-stats-stripes)"
            stroke={ORANGE}
            isAnimationActive={false}
          >
            <LabelList dataKey="active" position="right" fontSize={12} fill="#1d2129" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    );
  }
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={AXIS} minTickGap={12} />
      <YAxis tick={AXIS} allowDecimals={props.kind === 'hours'} width={40} />
      <Tooltip />
      <Legend formatter={legendText} />
    </>
  );
  if (props.kind === 'active') {
    return (
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={props.days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          {axes}
          <Line
            type="monotone"
            dataKey="active"
            name={props.names.active}
            stroke={PURPLE}
            strokeWidth={2}
            dot={{ r: 3, fill: PURPLE }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    );
  }
  if (props.kind === 'hours') {
    return (
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={props.days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          {axes}
          <Bar dataKey="hours" name={props.names.hours} fill={BLUE} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={props.days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <Patterns />
        {axes}
        <Bar dataKey="completions" name={props.names.completions} fill={GREEN} isAnimationActive={false} />
        <Bar dataKey="passed" name={props.names.passed} stackId="exam" fill={BLUE} isAnimationActive={false} />
        <Bar
          dataKey="failed"
          name={props.names.failed}
          stackId="exam"
          fill="url(#lp-stats-stripes)"
          stroke={ORANGE}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export default StatisticsChart;
