// One Chart.js chart (ADR 034): registered piece by piece so the insights chunk carries only bars,
// lines and their scales. The canvas is hidden from screen readers; the table beside it is not.
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useFormat } from '../../../lib/i18n/use-format';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);
Chart.defaults.color = '#a3a3b8';
Chart.defaults.borderColor = 'rgba(255,255,255,0.08)';

export interface Series {
  label: string;
  data: number[];
  color: string;
}

export function InsightsChart({
  type,
  labels,
  series,
  money = false,
  stacked = false,
}: {
  type: 'bar' | 'line';
  labels: string[];
  series: Series[];
  money?: boolean;
  stacked?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const format = useFormat();
  useEffect(() => {
    if (!canvas.current) return;
    const value = (v: number | string) =>
      money ? format.price(Number(v)) : format.count(Number(v));
    const chart = new Chart(canvas.current, {
      type,
      data: {
        labels,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.data,
          backgroundColor: s.color,
          borderColor: s.color,
          pointRadius: labels.length > 30 ? 0 : 2,
          tension: 0.2,
        })),
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12, boxHeight: 12 } },
          tooltip: {
            callbacks: { label: (c) => `${c.dataset.label}: ${value(c.parsed.y ?? 0)}` },
          },
        },
        scales: {
          x: { stacked, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          y: {
            stacked,
            beginAtZero: true,
            ticks: { precision: 0, callback: (v) => value(v) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [type, labels, series, money, stacked, format]);

  return (
    <div className="relative h-56">
      <canvas ref={canvas} aria-hidden />
    </div>
  );
}
