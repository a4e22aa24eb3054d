import { isValidElement, type ReactElement } from 'react';
import * as eye from 'lucide-react/icons/eye';
import { describe, expect, it } from 'vitest';
import { EyeIcon, PlusIcon, StarIcon } from './card-icons';
import { lightIcon } from './light-icon';

type SvgElement = ReactElement<Record<string, unknown> & { children: ReactElement[] }>;

describe('lightIcon', () => {
  it('draws lucide’s own paths in an svg with lucide’s classes, hidden from assistive technology', () => {
    const svg = EyeIcon({ size: 18, className: 'extra' }) as SvgElement;
    expect(svg.type).toBe('svg');
    expect(svg.props).toMatchObject({
      width: 18,
      height: 18,
      viewBox: '0 0 24 24',
      stroke: 'currentColor',
      className: 'lucide lucide-eye extra',
      'aria-hidden': 'true',
    });
    const drawing = (eye as unknown as { __iconData: { node: [string, { d?: string }][] } })
      .__iconData.node;
    expect(svg.props.children.map((child) => child.type)).toEqual(drawing.map(([tag]) => tag));
    expect(svg.props.children.map((child) => (child.props as { d?: string }).d)).toEqual(
      drawing.map(([, attributes]) => attributes.d),
    );
  });

  it('draws each card icon, and refuses a module with no drawing', () => {
    for (const Icon of [EyeIcon, PlusIcon, StarIcon]) expect(isValidElement(Icon({}))).toBe(true);
    expect(() => lightIcon({ default: () => null })).toThrow('no drawing');
  });
});
