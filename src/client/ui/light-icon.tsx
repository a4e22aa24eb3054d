import { createElement, type SVGProps } from 'react';

/** The drawing of a lucide icon, as its module exports it beside the component. */
interface IconDrawing {
  name: string;
  node: readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];
}

export type LightIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number };

/**
 * A lucide icon drawn as a plain component, for the few that every card shows (decision 265):
 * the same markup as lucide-react's, without the attribute building and context look-up it
 * does on every render, which cost a grid of cards several milliseconds a task.
 */
export function lightIcon(iconModule: object) {
  const drawing = (iconModule as { __iconData?: IconDrawing }).__iconData;
  if (!drawing) throw new Error('This lucide icon module has no drawing to draw from.');
  const baseClass = `lucide lucide-${drawing.name}`;
  return function LightIcon({ size = 24, className, ...rest }: LightIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${baseClass} ${className}` : baseClass}
        aria-hidden="true"
        {...rest}
      >
        {drawing.node.map(([tag, attributes]) => createElement(tag, attributes))}
      </svg>
    );
  };
}
