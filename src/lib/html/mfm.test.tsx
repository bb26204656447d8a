import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MAX_MFM_DEPTH, mfmNameOf, mfmPresentation, parseMfmValue } from './mfm'
import { renderTree } from './render-tree'
import { sanitizeToTree } from './sanitize'
import type { SafeElement, SafeMfm } from './tree'
import { mfmDepth } from './mfm-depth.test-helper'

function firstSpan(html: string, mfm = true): SafeElement {
  const node = sanitizeToTree(html, { mfm }).nodes[0]
  if (node?.type !== 'element') throw new Error('no element')
  return node
}

describe('MFM class names', () => {
  it('reads FEP-c16b classes and the legacy marker, nothing else', () => {
    expect(mfmNameOf('mfm-tada')).toBe('tada')
    expect(mfmNameOf('h-card mfm-x2')).toBe('x2')
    expect(mfmNameOf('mfm _mfm_spin_')).toBe('spin')
    expect(mfmNameOf('_mfm_spin_')).toBeUndefined()
    expect(mfmNameOf('mfm _mfm_marquee_')).toBeUndefined()
    expect(mfmNameOf('mfm-marquee')).toBeUndefined()
    expect(mfmNameOf('mfm-TADA')).toBeUndefined()
    expect(mfmNameOf('mfm')).toBeUndefined()
    expect(mfmNameOf(null)).toBeUndefined()
    // One class to HTML (no-break space is not a separator), so no function.
    expect(mfmNameOf('x\u00a0mfm-tada')).toBeUndefined()
  })
})

describe('MFM attribute values', () => {
  it('accepts CSS times in range and rewrites them in milliseconds', () => {
    expect(parseMfmValue('speed', '2s')).toBe('2000ms')
    expect(parseMfmValue('speed', '500ms')).toBe('500ms')
    expect(parseMfmValue('speed', '.5s')).toBe('500ms')
    expect(parseMfmValue('delay', '0s')).toBe('0ms')
    for (const bad of ['0s', '10ms', '61s', '2', '2 s', '-1s', '1e3ms', '2s;', 'url(x)', '']) {
      expect(parseMfmValue('speed', bad), bad).toBeUndefined()
    }
  })

  it('accepts plain bounded numbers for degrees, offsets, factors and widths', () => {
    expect(parseMfmValue('deg', '-45.5')).toBe('-45.5deg')
    expect(parseMfmValue('offset', '1.5')).toBe('1.5em')
    expect(parseMfmValue('factor', '-2')).toBe('-2')
    expect(parseMfmValue('px', '3')).toBe('3px')
    expect(parseMfmValue('deg', '361')).toBeUndefined()
    expect(parseMfmValue('offset', '6')).toBeUndefined()
    expect(parseMfmValue('factor', '99999999')).toBeUndefined()
    expect(parseMfmValue('px', '-1')).toBeUndefined()
    for (const bad of ['1e2', '+1', '0x10', 'Infinity', 'NaN', '1,5', '1)', 'expression(1)']) {
      expect(parseMfmValue('deg', bad), bad).toBeUndefined()
    }
  })

  it('accepts 3, 4, 6 or 8 hex digits as a colour, without #', () => {
    expect(parseMfmValue('color', 'F00')).toBe('#f00')
    expect(parseMfmValue('color', 'ff000080')).toBe('#ff000080')
    for (const bad of ['#f00', 'red', 'ff', 'fffff', 'f00;x', 'f00)', "f00'", '']) {
      expect(parseMfmValue('color', bad), bad).toBeUndefined()
    }
    expect(parseMfmValue('borderStyle', 'dashed')).toBe('dashed')
    expect(parseMfmValue('borderStyle', 'dashed;color:red')).toBeUndefined()
  })
})

describe('sanitising MFM spans', () => {
  it('keeps the function and only the attributes it reads, validated', () => {
    const span = firstSpan(
      '<span class="mfm-spin" data-mfm-speed="2s" data-mfm-left data-mfm-deg="30" data-mfm-color="f00">x</span>',
    )
    expect(span.mfm).toEqual({ name: 'spin', flags: ['left'], values: { speed: '2000ms' } })
    expect(span.classes).toEqual([])
  })

  it('drops flags that carry a value and values that fail validation', () => {
    const span = firstSpan(
      '<span class="mfm-spin" data-mfm-left="1" data-mfm-speed="1s;color:red">x</span>',
    )
    expect(span.mfm).toEqual({ name: 'spin', flags: [], values: {} })
  })

  it('reads the legacy shape and keeps only the allowlisted classes beside it', () => {
    const span = firstSpan('<span class="mfm _mfm_flip_ status-card evil" data-mfm-v>x</span>')
    expect(span.mfm).toEqual({ name: 'flip', flags: ['v'], values: {} })
    expect(span.classes).toEqual([])
  })

  it('strips MFM unless asked, and on elements other than spans', () => {
    expect(firstSpan('<span class="mfm-tada">x</span>', false).mfm).toBeUndefined()
    expect(firstSpan('<p class="mfm-tada">x</p>').mfm).toBeUndefined()
  })

  it('stops reading MFM below the nesting cap', () => {
    const deep = '<span class="mfm-spin">'.repeat(50) + 'x' + '</span>'.repeat(50)
    expect(mfmDepth(sanitizeToTree(deep, { mfm: true }).nodes)).toBe(MAX_MFM_DEPTH)
  })
})

describe('rendering MFM spans', () => {
  it('sets fixed classes and validated custom properties', () => {
    const tree = sanitizeToTree(
      '<span class="mfm-position" data-mfm-x="1.5" data-mfm-y="-2">a</span><span class="mfm-blur">b</span>',
      { mfm: true },
    )
    const { container } = render(<div>{renderTree(tree)}</div>)
    const position = container.querySelector('.mfm-position') as HTMLElement
    expect(position.className).toBe('mfm mfm-position')
    expect(position.style.getPropertyValue('--mfm-x')).toBe('1.5em')
    expect(position.style.getPropertyValue('--mfm-y')).toBe('-2em')
    expect(container.querySelector('.mfm-blur')).toHaveAttribute('tabindex', '0')
  })

  it('holds a hand-built tree to the same rules', () => {
    const forged = {
      name: 'fg',
      flags: ['left', 'evil'],
      values: { color: 'red;background:url(x)', speed: '1s' },
    } as unknown as SafeMfm
    expect(mfmPresentation(forged)).toEqual({
      classNames: ['mfm', 'mfm-fg'],
      properties: [],
      focusable: false,
    })
    expect(mfmPresentation({ name: 'evil', flags: [], values: {} } as unknown as SafeMfm)).toBe(
      undefined,
    )
  })
})
