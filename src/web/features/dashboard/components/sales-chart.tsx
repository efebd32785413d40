// Daily sales (a line, rupees on the left) and orders (bars, counts on the right) over the range.
// The charts library is imported only here, so it travels in the dashboard's own chunk.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { formatRupees } from '@shared/money';
import type { DashboardAnswer } from '@shared/schemas/dashboard';
import { axisRupees, shortDay } from './format';

function Key({ colour, label, bar }: { colour: string; label: string; bar?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box sx={{ width: bar ? 12 : 18, height: bar ? 12 : 3, borderRadius: bar ? 0.5 : 2, bgcolor: colour }} />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function SalesChart({ daily, height = 300 }: { daily: DashboardAnswer['Daily']; height?: number }) {
  const theme = useTheme();
  const salesColour = theme.palette.primary.main;
  const ordersColour = theme.palette.mode === 'dark' ? theme.palette.grey[700] : theme.palette.grey[300];
  const days = daily.map((d) => d.Day);
  // Roughly seven labels on the axis, whatever the range.
  const every = Math.max(1, Math.ceil(days.length / 7));
  return (
    <Box data-testid="sales-chart">
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mb: 0.5 }}>
        <Key colour={salesColour} label="Sales (₹, left)" />
        <Key colour={ordersColour} label="Orders (right)" bar />
      </Box>
      <ChartsDataProvider
        height={height}
        margin={{ top: 10, right: 4, bottom: 4, left: 4 }}
        series={[
          { type: 'bar', id: 'orders', label: 'Orders', data: daily.map((d) => d.Orders), yAxisId: 'orders', color: ordersColour },
          {
            type: 'line',
            id: 'sales',
            label: 'Sales',
            data: daily.map((d) => d.Sales),
            yAxisId: 'sales',
            color: salesColour,
            // A mark on the days that sold, so a lone sale shows; none on the empty days.
            showMark: ({ index }) => (daily[index]?.Orders ?? 0) > 0,
            valueFormatter: (v) => formatRupees(v ?? 0),
          },
        ]}
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            data: days,
            valueFormatter: (d: string) => shortDay(d),
            tickInterval: (_: string, i: number) => i % every === 0,
            tickLabelInterval: (_: string, i: number) => i % every === 0,
            height: 28,
          },
        ]}
        yAxis={[
          { id: 'sales', position: 'left', min: 0, valueFormatter: (v: number) => axisRupees(v), width: 56 },
          { id: 'orders', position: 'right', min: 0, tickMinStep: 1, width: 36 },
        ]}
      >
        <ChartsSurface aria-label="Daily sales and orders">
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="days" />
          <ChartsYAxis axisId="sales" />
          <ChartsYAxis axisId="orders" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsDataProvider>
    </Box>
  );
}
