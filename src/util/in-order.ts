/**
 * Hands values on in the order of their positions (0, 1, 2, ...) whatever order they arrive in:
 * each waits for those before it. A position with nothing to hand on is put as `undefined`.
 */
export class InOrder<Value> {
  private next = 0;
  private readonly waiting = new Map<number, Value | undefined>();

  constructor(private readonly deliver: (value: Value) => void) {}

  put(position: number, value: Value | undefined): void {
    this.waiting.set(position, value);
    while (this.waiting.has(this.next)) {
      const ready = this.waiting.get(this.next);
      this.waiting.delete(this.next++);
      if (ready !== undefined) this.deliver(ready);
    }
  }
}
