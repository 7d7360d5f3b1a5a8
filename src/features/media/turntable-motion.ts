/** Spec 2 §4 and §9: the exterior 360° view turns one frame every 150 ms, and a drag of 5 px moves it one frame. */
export const TURNTABLE_AUTO_ROTATE_MS = 150
export const TURNTABLE_DRAG_PX_PER_FRAME = 5

const wrap = (frame: number, frames: number) => ((frame % frames) + frames) % frames

/** The frame after one step of the automatic turn (back to the first after the last). */
export function nextTurntableFrame(frame: number, frames: number): number {
  return wrap(frame + 1, frames)
}

/** The frame a drag shows: the frame where it started, one further for every 5 px to the right (back for left). */
export function turntableFrameAfterDrag(startFrame: number, dragPx: number, frames: number): number {
  return wrap(startFrame + Math.trunc(dragPx / TURNTABLE_DRAG_PX_PER_FRAME), frames)
}
