import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes override earlier ones (`cn('p-2', props.className)`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
