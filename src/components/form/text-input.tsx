import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'size'>;

export interface TextInputProps extends NativeProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** A control in front of the input (a calling-code select). */
  addBefore?: ReactNode;
}

function aria(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-message` } : {};
}

/** A text input with Arco's look (its classes), wired to a message under it (FormField). */
export function TextInput({ id, value, onChange, error, addBefore, className, ...rest }: TextInputProps) {
  const input = (
    <input
      {...rest}
      {...aria(id, error)}
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={`arco-input arco-input-size-default${error && !addBefore ? ' arco-input-error' : ''}${className ? ` ${className}` : ''}`}
    />
  );
  if (!addBefore) return input;
  return (
    <div className="arco-input-group-wrapper arco-input-group-wrapper-default">
      <span className="arco-input-group">
        <span className="arco-input-group-addbefore">{addBefore}</span>
        <span
          className={`arco-input-inner-wrapper arco-input-inner-wrapper-default${error ? ' arco-input-inner-wrapper-error' : ''}`}
        >
          {input}
        </span>
      </span>
    </div>
  );
}

export interface PasswordInputProps extends NativeProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The show / hide button's names, in the user's language. */
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show / hide button (a real button, so the keyboard reaches it). */
export function PasswordInput({ id, value, onChange, error, showLabel, hideLabel, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="arco-input-group-wrapper arco-input-group-wrapper-default arco-input-has-suffix arco-input-password">
      <span className="arco-input-group">
        <span
          className={`arco-input-inner-wrapper arco-input-inner-wrapper-default${error ? ' arco-input-inner-wrapper-error' : ''}`}
        >
          <input
            {...rest}
            {...aria(id, error)}
            id={id}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="arco-input arco-input-size-default"
          />
          <span className="arco-input-group-suffix">
            <button
              type="button"
              className="lp-password-toggle"
              aria-label={visible ? hideLabel : showLabel}
              aria-pressed={visible}
              onClick={() => setVisible(!visible)}
            >
              <svg
                fill="none"
                stroke="currentColor"
                strokeWidth="4"
                viewBox="0 0 48 48"
                width="1em"
                height="1em"
                aria-hidden="true"
              >
                {visible ? (
                  <>
                    <path d="M24 37c6.627 0 12.627-4.333 18-13-5.373-8.667-11.373-13-18-13-6.627 0-12.627 4.333-18 13 5.373 8.667 11.373 13 18 13Z" />
                    <path d="M29 24a5 5 0 1 1-10 0 5 5 0 0 1 10 0Z" />
                  </>
                ) : (
                  <>
                    <path d="M14 14.5c-2.69 2-5.415 5.33-8 9.5 5.373 8.667 11.373 13 18 13 3.325 0 6.491-1.09 9.5-3.271M17.463 12.5C19 11 21.75 11 24 11c6.627 0 12.627 4.333 18 13-1.766 2.848-3.599 5.228-5.5 7.14" />
                    <path d="M29 24a5 5 0 1 1-10 0 5 5 0 0 1 10 0ZM6.852 7.103l34.294 34.294" />
                  </>
                )}
              </svg>
            </button>
          </span>
        </span>
      </span>
    </div>
  );
}
