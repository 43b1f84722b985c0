/** The benchmark's page instrumentation (bench/instrument.mjs): WebGL counters and helpers on `window.__bench`. */
export function instrument(options: { kind: string }): void;

declare global {
  interface Window {
    /** Installed by {@link instrument}: running WebGL counts (`c`) and the bench's helpers. */
    __bench: {
      c: { draws: number; uniforms: number; bufUploads: number; bufBytes: number; idxUploads: number } & Record<
        string,
        number
      >;
      run(cams: { x: number; y: number; scale: number }[], timeoutMs?: number): Promise<unknown>;
    };
  }
}
