import type { CSSProperties } from 'react';
import classes from './Skeleton.module.css';

export interface SkeletonProps {
  /** As MUI's Skeleton: 'text' (default, a line of the current font), 'rectangular', 'rounded' or 'circular'. */
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  width?: number | string;
  height?: number | string;
  /** Extra layout (margins, display, aspect ratio…) from the caller's CSS module. */
  className?: string;
  style?: CSSProperties;
}

/** A loading placeholder with the look of MUI's `<Skeleton>` (pulse), as a plain element; decorative. */
export function Skeleton({ variant = 'text', width, height, className, style }: SkeletonProps) {
  return <span className={className ? `${classes[variant]} ${className}` : classes[variant]} style={{ width, height, ...style }} />;
}
