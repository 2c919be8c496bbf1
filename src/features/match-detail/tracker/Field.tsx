// The tracker's field, drawn to scale in SVG: a football pitch (105 × 68 m) or a basketball court (28 × 15 m),
// the attacking third of the side in possession highlighted, and the ball. The field does not mirror in RTL.
import type { TrackerState } from '../../../domain/tracker';
import { inAttack } from '../../../domain/tracker';

/** Field sizes in metres (the SVG's user units). */
const PITCH = { w: 105, h: 68 } as const;
const COURT = { w: 28, h: 15 } as const;

interface FieldProps {
  kind: 'pitch' | 'court';
  state: TrackerState;
  label: string;
}

/** The field and what is on it; `label` says in words what it shows (its accessible name). */
export function Field({ kind, state, label }: FieldProps) {
  const size = kind === 'pitch' ? PITCH : COURT;
  const attack = inAttack(state);
  const bx = (state.x / 100) * size.w;
  const by = (state.y / 100) * size.h;
  // The third (pitch) or the half court (basketball) the side in possession attacks.
  const zoneW = kind === 'pitch' ? size.w / 3 : size.w / 2;
  const zoneX = state.possession === 0 ? size.w - zoneW : 0;
  return (
    <svg
      className="trk-field"
      viewBox={`-1 -1 ${size.w + 2} ${size.h + 2}`}
      role="img"
      aria-label={label}
      data-kind={kind}
      data-possession={state.possession}
      data-zone={attack ? state.zone : 0}
    >
      <rect className="trk-grass" x={-1} y={-1} width={size.w + 2} height={size.h + 2} />
      {attack && (
        <rect
          className="trk-zone"
          data-danger={state.zone === 2}
          data-side={state.possession}
          x={zoneX}
          y={0}
          width={zoneW}
          height={size.h}
        />
      )}
      <g className="trk-lines">{kind === 'pitch' ? <PitchLines /> : <CourtLines />}</g>
      <g className="trk-ball" data-side={state.possession} style={{ transform: `translate(${bx}px, ${by}px)` }}>
        <circle r={kind === 'pitch' ? 2.6 : 0.9} className="trk-ball-halo" />
        <circle r={kind === 'pitch' ? 1.1 : 0.4} />
      </g>
    </svg>
  );
}

function PitchLines() {
  const { w, h } = PITCH;
  const boxH = 40.32;
  const sixH = 18.32;
  return (
    <>
      <rect x={0} y={0} width={w} height={h} />
      <line x1={w / 2} y1={0} x2={w / 2} y2={h} />
      <circle cx={w / 2} cy={h / 2} r={9.15} />
      <rect x={0} y={(h - boxH) / 2} width={16.5} height={boxH} />
      <rect x={w - 16.5} y={(h - boxH) / 2} width={16.5} height={boxH} />
      <rect x={0} y={(h - sixH) / 2} width={5.5} height={sixH} />
      <rect x={w - 5.5} y={(h - sixH) / 2} width={5.5} height={sixH} />
      <rect x={-1} y={h / 2 - 3.66} width={1} height={7.32} />
      <rect x={w} y={h / 2 - 3.66} width={1} height={7.32} />
      <path d={`M 16.5 ${h / 2 - 7.3} A 9.15 9.15 0 0 1 16.5 ${h / 2 + 7.3}`} />
      <path d={`M ${w - 16.5} ${h / 2 - 7.3} A 9.15 9.15 0 0 0 ${w - 16.5} ${h / 2 + 7.3}`} />
    </>
  );
}

function CourtLines() {
  const { w, h } = COURT;
  const key = 4.9;
  return (
    <>
      <rect x={0} y={0} width={w} height={h} />
      <line x1={w / 2} y1={0} x2={w / 2} y2={h} />
      <circle cx={w / 2} cy={h / 2} r={1.8} />
      <rect x={0} y={h / 2 - key / 2} width={5.8} height={key} />
      <rect x={w - 5.8} y={h / 2 - key / 2} width={5.8} height={key} />
      <path d={`M 0 0.9 H 2.99 A 6.75 6.75 0 0 1 2.99 ${h - 0.9} H 0`} />
      <path d={`M ${w} 0.9 H ${w - 2.99} A 6.75 6.75 0 0 0 ${w - 2.99} ${h - 0.9} H ${w}`} />
      <circle cx={1.575} cy={h / 2} r={0.23} />
      <circle cx={w - 1.575} cy={h / 2} r={0.23} />
    </>
  );
}
