import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TEXT } from '@/config/messages.ts';
import { Input, type InputProps } from './input.tsx';

/** Password input with a show/hide toggle that keeps its own Korean label. */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={isVisible ? 'text' : 'password'} className={`pr-12 ${className ?? ''}`} {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((value) => !value)}
        aria-label={isVisible ? TEXT.hidePassword : TEXT.showPassword}
        className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-800"
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
