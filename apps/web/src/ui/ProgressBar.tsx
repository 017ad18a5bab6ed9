/** Progress through a journey: a bar for the eye, "Step N of M" for everyone (spec point 2's progress). */
export function ProgressBar({
  fraction,
  stepNumber,
  stepCount,
}: {
  fraction: number;
  stepNumber: number;
  stepCount: number;
}) {
  const text = `Step ${stepNumber} of ${stepCount}`;
  return (
    <div className="progress">
      <p className="progress__text" id="progress-text">
        {text}
      </p>
      <div
        className="progress__bar"
        role="progressbar"
        aria-labelledby="progress-text"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(fraction * 100)}
      >
        <div className="progress__fill" style={{ width: `${Math.round(fraction * 100)}%` }} />
      </div>
    </div>
  );
}
