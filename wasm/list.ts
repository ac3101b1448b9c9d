/**
 * AssemblyScript: the WebAssembly matcher's lists of i32 (its scratch lists, queue, and each
 * blossom's children, endpoints and best edges). AssemblyScript's `Array<i32>` is an object the
 * collector manages, with a buffer behind it; its `push` calls the runtime to check the capacity
 * on every element (at 100 players a quarter of the first pairing's runtime work at V8's first
 * tier). A `List` is three words in memory the collector does not manage: the address of its
 * elements (allocated with `heap.alloc`, grown with `heap.realloc`), their count and the room
 * there is; `push` checks the room in line and calls out only to grow. A list's memory is
 * given back by `release` (the matcher's init, when it makes its arrays anew).
 */
@final
@unmanaged
export class List {
  /** The elements' address (0 until the first push). */
  data: usize = 0;
  length: i32 = 0;
  /** The elements there is room for. */
  room: i32 = 0;

  @inline
  @operator("[]")
  get(i: i32): i32 {
    return load<i32>(this.data + ((<usize>i) << 2));
  }

  @inline
  @operator("[]=")
  set(i: i32, v: i32): void {
    store<i32>(this.data + ((<usize>i) << 2), v);
  }

  @inline
  push(v: i32): void {
    const len = this.length;
    if (len == this.room) this.grow();
    store<i32>(this.data + ((<usize>len) << 2), v);
    this.length = len + 1;
  }

  /** The last element, taken off. */
  pop(): i32 {
    const len = this.length - 1;
    this.length = len;
    return load<i32>(this.data + ((<usize>len) << 2));
  }

  /** The first index of v, or −1. */
  indexOf(v: i32): i32 {
    const len = this.length;
    for (let i = 0; i < len; i++) if (load<i32>(this.data + ((<usize>i) << 2)) == v) return i;
    return -1;
  }

  reverse(): void {
    let i = 0;
    let j = this.length - 1;
    while (i < j) {
      const a = this.data + ((<usize>i) << 2);
      const b = this.data + ((<usize>j) << 2);
      const t = load<i32>(a);
      store<i32>(a, load<i32>(b));
      store<i32>(b, t);
      i++;
      j--;
    }
  }

  /** Room for twice as many elements (16 at first), the elements kept. */
  grow(): void {
    const room = this.room == 0 ? 16 : this.room * 2;
    const bytes = (<usize>room) << 2;
    this.data = this.data == 0 ? heap.alloc(bytes) : heap.realloc(this.data, bytes);
    this.room = room;
  }

  /** Gives the elements' memory back; the list is empty with no room. */
  release(): void {
    if (this.data != 0) heap.free(this.data);
    this.data = 0;
    this.length = 0;
    this.room = 0;
  }
}
