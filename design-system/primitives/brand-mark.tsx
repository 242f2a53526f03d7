import { cn } from '../lib/cn';

/** Our own mark: a harbour light in a rounded square. Decorative; the name beside it is the text. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      data-slot="brand-mark"
      aria-hidden="true"
      viewBox="0 0 32 32"
      className={cn('size-8', className)}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M16 7l5 6h-3v11h-4V13h-3l5-6z" fill="#ffffff" />
      <path d="M8 25h16" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
