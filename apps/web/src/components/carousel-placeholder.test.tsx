import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { CarouselPlaceholder } from './carousel-placeholder';

/** A stand-in IntersectionObserver: the test says when the watched element comes into reach. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.watched.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('the carousel placeholder', () => {
  it('says once that it is near the viewport, only when it is', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onNear = vi.fn();
    const { container } = render(<CarouselPlaceholder onNear={onNear} />);
    const observer = FakeObserver.last!;
    expect(observer.watched).toEqual([container.querySelector('.carousel')]);
    expect(observer.options?.rootMargin).toMatch(/px/);
    act(() => observer.report(false));
    expect(onNear).not.toHaveBeenCalled();
    act(() => observer.report(true));
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('watches nothing without onNear, and stops watching when it leaves', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<CarouselPlaceholder />);
    expect(FakeObserver.last).toBeUndefined();
    const { unmount } = render(<CarouselPlaceholder onNear={() => {}} />);
    unmount();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('says so at once where the browser cannot watch', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    render(<CarouselPlaceholder onNear={onNear} />);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
