import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { LANGS, type Lang } from '../../shared/languages';
import { GERMAN_LANGUAGE_NAMES } from '../../shared/schema-labels';
import { eur, LANG_COLORS } from './sales-parts';

/** Revenue before refunds per day, a bar per day stacked by language (€). */
export default function RevenueChart({
  data,
}: {
  data: Array<{ tag: string } & Partial<Record<Lang, number>>>;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* Hidden from assistive technology (the table below has the figures), so
          not a keyboard stop either. */}
      <BarChart
        data={data}
        margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
        <XAxis dataKey="tag" tick={{ fontSize: 11 }} minTickGap={12} />
        <YAxis tick={{ fontSize: 11 }} width={48} />
        <Tooltip formatter={(v) => eur.format(Number(v))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {LANGS.map((l) => (
          <Bar
            key={l}
            dataKey={l}
            name={GERMAN_LANGUAGE_NAMES[l]}
            stackId="umsatz"
            fill={LANG_COLORS[l]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
