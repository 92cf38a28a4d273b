import type { ReactNode } from 'react';

export interface FormFieldProps {
  label?: ReactNode;
  /** The id of the control the label names. */
  htmlFor?: string;
  required?: boolean;
  /** The field's message; shown under the control and read out when it appears. */
  error?: string | undefined;
  /** A standing hint under the control (hidden while a message shows). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The asterisk Arco draws before a required field's label. */
const REQUIRED_MARK = (
  <strong className="arco-form-item-symbol" aria-hidden="true">
    <svg fill="currentColor" viewBox="0 0 1024 1024" width="1em" height="1em">
      <path d="M583.3 17.1c18.8 0 34.1 15.4 34.1 34.1v349L930.8 298.3a34.1 34.1 0 0 1 43 22l42.2 129.7a34.1 34.1 0 0 1-21.8 43.2l-315.7 102.4 208.9 287.7a34.1 34.1 0 0 1-7.5 47.8l-110.4 80.2a34.1 34.1 0 0 1-47.8-7.5L505.7 706.2 288.4 1005.2a34.1 34.1 0 0 1-47.8 7.5l-110.4-80.2a34.1 34.1 0 0 1-7.5-47.8l214.2-295.3L29 489.8a34.1 34.1 0 0 1-22-43l42.2-129.9a34.1 34.1 0 0 1 43-22l320.5 104.1L412.7 51.2c0-18.8 15.4-34.1 34.1-34.1h136.5z" />
    </svg>
  </strong>
);

/**
 * One labelled form row in Arco's vertical form layout, drawn with Arco's own classes (its CSS is
 * global) so native forms look like the rest of the portal without Arco's Form code (decision 0030).
 */
export function FormField({ label, htmlFor, required, error, extra, children }: FormFieldProps) {
  return (
    <div
      className={`arco-row-align-start arco-row-justify-start arco-form-item arco-form-layout-vertical${error ? ' arco-form-item-status-error' : ''}`}
    >
      {label ? (
        <div className="arco-form-label-item">
          <label htmlFor={htmlFor}>
            {required ? REQUIRED_MARK : null} {label}
          </label>
        </div>
      ) : null}
      <div className="arco-form-item-wrapper">
        <div className="arco-form-item-control-wrapper">
          <div className="arco-form-item-control">
            <div className="arco-form-item-control-children">{children}</div>
          </div>
        </div>
        {error ? (
          <div className="arco-form-message" id={htmlFor ? `${htmlFor}-message` : undefined}>
            <div role="alert">{error}</div>
          </div>
        ) : extra ? (
          <div className="arco-form-extra">{extra}</div>
        ) : null}
      </div>
    </div>
  );
}
