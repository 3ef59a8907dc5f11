import { useEffect, useRef, useState } from 'react';
import { exportCsv, type ListParams } from './api';

/**
 * The CSV export of the list as shown: its rows arrive as a stream, the dashboard counts them
 * against the list's total and can stop the download ("Abbrechen").
 */
export interface ExportState {
  phase: 'running' | 'done' | 'cancelled';
  rows: number;
  total: number;
  isEstimate: boolean;
}

const number = (n: number) => n.toLocaleString('de-DE');

export function useCsvExport(table: string, onError: (message: string) => void) {
  const [state, setState] = useState<ExportState | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the table (or the page) stops a running download.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (params: ListParams, total: number, isEstimate: boolean) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'running', rows: 0, total, isEstimate });
    try {
      const done = await exportCsv(table, params, {
        signal: controller.signal,
        onProgress: ({ rows }) =>
          !controller.signal.aborted && setState({ phase: 'running', rows, total, isEstimate }),
      });
      setState({ phase: 'done', rows: done.rows, total: done.rows, isEstimate: false });
    } catch (err) {
      if (controller.signal.aborted) {
        setState((s) => (s ? { ...s, phase: 'cancelled' } : s));
      } else {
        setState(null);
        onError(err instanceof Error && err.message ? err.message : 'Fehler beim Exportieren');
      }
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };
  const cancel = () => abort.current?.abort();
  const dismiss = () => setState(null);
  return { state, start, cancel, dismiss, isRunning: state?.phase === 'running' };
}

export function ExportProgress({
  state,
  onCancel,
  onDismiss,
}: {
  state: ExportState | null;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  if (!state) return null;
  const share = state.total > 0 ? Math.min(1, state.rows / state.total) : 0;
  const ofTotal =
    state.total > 0 ? ` von ${state.isEstimate ? 'ca. ' : ''}${number(state.total)}` : '';
  const text =
    state.phase === 'running'
      ? `CSV-Export läuft: ${number(state.rows)}${ofTotal} Zeilen`
      : state.phase === 'done'
        ? `CSV-Export fertig: ${number(state.rows)} Zeilen`
        : `CSV-Export abgebrochen nach ${number(state.rows)} Zeilen.`;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md border border-stone-200 bg-white px-3 py-2 text-sm">
      <p role="status" className="min-w-0 flex-1 text-ink">
        {text}
      </p>
      {state.phase === 'running' && (
        <div
          role="progressbar"
          aria-label="Fortschritt des CSV-Exports"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.total > 0 ? Math.round(share * 100) : undefined}
          className="h-2 w-40 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className={`h-full rounded-full bg-wine ${state.total > 0 ? '' : 'w-1/3 animate-pulse'}`}
            style={state.total > 0 ? { width: `${Math.max(2, share * 100)}%` } : undefined}
          />
        </div>
      )}
      {state.phase === 'running' ? (
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex min-h-8 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50"
        >
          Abbrechen
        </button>
      ) : (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Meldung schließen"
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-stone-100"
        >
          ×
        </button>
      )}
    </div>
  );
}
