import { useEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import { Group, Image as KonvaImage, Layer, Rect, Stage, Text, Transformer } from 'react-konva';
import type {
  DesignElement,
  DesignImageElement,
  DesignStage,
  DesignTextElement,
} from '@souq/core/idesign/design-document.ts';
import {
  fontPx,
  keepInside,
  physicalAlign,
  resolvedDirection,
  stageLayout,
  textHeightMm,
  TEXT_LINE_HEIGHT,
  type StageLayout,
} from './design-geometry.ts';

/** An image element's picture, decoded once per URL. */
function usePicture(url: string | null): HTMLImageElement | null {
  const [picture, setPicture] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new window.Image();
    image.onload = () => setPicture({ url, image });
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  return picture && picture.url === url ? picture.image : null;
}

export interface DesignCanvasProps {
  stage: DesignStage;
  baseImageUrl: string;
  elements: DesignElement[];
  /** Where each asset is drawn from (its owner-only URL). */
  assetUrls: Record<string, string>;
  familyOf: (fontId: string) => string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChange: (element: DesignElement) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
  /** Changes when the fonts arrive, so the texts are measured again. */
  fontsVersion: number;
  label: string;
}

/**
 * The stage's mock-up with its printable rectangle and the shopper's elements (Konva: hit-testing,
 * dragging and the transform handles come from the library). Elements are kept in millimetres of
 * the print space; this converts on every draw, so a resize or a zoom never changes the design.
 */
export function DesignCanvas(props: DesignCanvasProps) {
  const { stage, elements, selectedId, onSelect, zoom, onZoom } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const node = boxRef.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const layout = stageLayout(stage, box.width || 1, box.height || 1, zoom);
  const base = usePicture(props.baseImageUrl);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const [a, b] = event.evt.touches;
    if (!a || !b) return;
    event.evt.preventDefault();
    const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    if (!pinch.current) pinch.current = { distance, zoom };
    else onZoom(pinch.current.zoom * (distance / pinch.current.distance));
  };

  // The drawing is centred in the box; a zoomed-in drawing is scrolled by the box.
  const offsetX = Math.max(0, (box.width - layout.baseWidth) / 2);
  const offsetY = Math.max(0, (box.height - layout.baseHeight) / 2);
  return (
    <div
      ref={boxRef}
      className="relative size-full touch-none overflow-auto focus-visible:outline-2 focus-visible:outline-brand"
      data-testid="design-canvas"
      // Focusable, so the arrow keys and Delete reach the editor after a click on the canvas.
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      {box.width > 0 ? (
        <Stage
          width={Math.max(box.width, layout.baseWidth)}
          height={Math.max(box.height, layout.baseHeight)}
          onMouseDown={(event) => {
            if (event.target === event.target.getStage() || event.target.name() === 'base') onSelect(null);
          }}
          onTouchStart={(event) => {
            if (event.target === event.target.getStage() || event.target.name() === 'base') onSelect(null);
          }}
          onTouchMove={onTouchMove}
          onTouchEnd={() => {
            pinch.current = null;
          }}
        >
          <Layer x={offsetX} y={offsetY}>
            {base ? (
              <KonvaImage name="base" image={base} width={layout.baseWidth} height={layout.baseHeight} />
            ) : (
              <Rect name="base" width={layout.baseWidth} height={layout.baseHeight} fill="#f3efe8" />
            )}
            <Rect
              x={layout.area.x}
              y={layout.area.y}
              width={layout.area.width}
              height={layout.area.height}
              stroke="#1f6f64"
              strokeWidth={1}
              dash={[6, 4]}
              listening={false}
            />
            <Group x={layout.area.x} y={layout.area.y}>
              {elements.map((element) =>
                element.type === 'text' ? (
                  <TextNode key={element.id} {...props} element={element} layout={layout} />
                ) : (
                  <ImageNode key={element.id} {...props} element={element} layout={layout} />
                ),
              )}
            </Group>
            <Selection selectedId={selectedId} />
          </Layer>
        </Stage>
      ) : null}
    </div>
  );
}

interface NodeProps<T extends DesignElement> extends DesignCanvasProps {
  element: T;
  layout: StageLayout;
}

/** Konva attributes shared by both kinds: the box about its centre, dragging and selection. */
function useElementAttrs<T extends DesignElement>({
  element,
  layout,
  stage,
  onSelect,
  onChange,
}: NodeProps<T>) {
  const { pxPerMm } = layout;
  const width = element.widthMm * pxPerMm;
  const height = element.heightMm * pxPerMm;
  return {
    id: element.id,
    name: 'design-element',
    x: (element.xMm + element.widthMm / 2) * pxPerMm,
    y: (element.yMm + element.heightMm / 2) * pxPerMm,
    width,
    height,
    offsetX: width / 2,
    offsetY: height / 2,
    rotation: element.rotation,
    draggable: true,
    onMouseDown: () => onSelect(element.id),
    onTouchStart: () => onSelect(element.id),
    onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => {
      const node = event.target;
      const moved = {
        ...element,
        xMm: node.x() / pxPerMm - element.widthMm / 2,
        yMm: node.y() / pxPerMm - element.heightMm / 2,
      };
      const kept = keepInside(moved, stage);
      // Konva moved the node itself: put it where the document says when nothing changed.
      node.position({
        x: (kept.xMm + kept.widthMm / 2) * pxPerMm,
        y: (kept.yMm + kept.heightMm / 2) * pxPerMm,
      });
      onChange(kept);
    },
    onTransformEnd: (event: Konva.KonvaEventObject<Event>) => {
      const node = event.target;
      const scaleX = node.scaleX();
      const scaleY = node.scaleY();
      node.scale({ x: 1, y: 1 });
      const widthMm = (node.width() * scaleX) / pxPerMm;
      const heightMm = (node.height() * scaleY) / pxPerMm;
      const centreX = node.x() / pxPerMm;
      const centreY = node.y() / pxPerMm;
      const resized: DesignElement =
        element.type === 'text'
          ? resizedText(element, widthMm, scaleY, centreX, centreY, node.rotation())
          : {
              ...element,
              widthMm,
              heightMm,
              xMm: centreX - widthMm / 2,
              yMm: centreY - heightMm / 2,
              rotation: normalRotation(node.rotation()),
            };
      onChange(keepInside(resized, stage));
    },
  };
}

const normalRotation = (rotation: number) => Math.round((((rotation % 360) + 540) % 360) - 180);

/** A text stretched by the handles: its box takes the new width, its size follows the height. */
function resizedText(
  element: DesignTextElement,
  widthMm: number,
  scaleY: number,
  centreX: number,
  centreY: number,
  rotation: number,
): DesignTextElement {
  const sizePt = Math.round(element.sizePt * scaleY * 10) / 10;
  const heightMm = textHeightMm(element.text, sizePt);
  return {
    ...element,
    sizePt,
    widthMm,
    heightMm,
    xMm: centreX - widthMm / 2,
    yMm: centreY - heightMm / 2,
    rotation: normalRotation(rotation),
  };
}

function TextNode(props: NodeProps<DesignTextElement>) {
  const { element, layout, familyOf, fontsVersion } = props;
  const attrs = useElementAttrs(props);
  return (
    <Text
      key={`${element.id}:${fontsVersion}`}
      {...attrs}
      text={element.text}
      fontFamily={familyOf(element.font)}
      fontSize={fontPx(element.sizePt, layout.pxPerMm)}
      lineHeight={TEXT_LINE_HEIGHT}
      fill={element.color}
      align={physicalAlign(element)}
      direction={resolvedDirection(element)}
      verticalAlign="top"
      wrap="none"
    />
  );
}

function ImageNode(props: NodeProps<DesignImageElement>) {
  const attrs = useElementAttrs(props);
  const picture = usePicture(props.assetUrls[props.element.assetId] ?? null);
  return picture ? (
    <KonvaImage {...attrs} image={picture} />
  ) : (
    <Rect {...attrs} fill="#e8e2d6" stroke="#b9ae9c" dash={[4, 4]} />
  );
}

/** The transform handles on the selected element (move, scale, rotate: Konva's Transformer). */
function Selection({ selectedId }: { selectedId: string | null }) {
  const ref = useRef<Konva.Transformer>(null);
  useEffect(() => {
    const transformer = ref.current;
    if (!transformer) return;
    const node = selectedId ? transformer.getStage()?.findOne(`#${selectedId}`) : undefined;
    transformer.nodes(node ? [node] : []);
    transformer.getLayer()?.batchDraw();
  });
  return (
    <Transformer
      ref={ref}
      rotateEnabled
      keepRatio
      enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
      anchorSize={14}
      borderStroke="#1f6f64"
      anchorStroke="#1f6f64"
      boundBoxFunc={(previous, next) => (next.width < 12 || next.height < 12 ? previous : next)}
    />
  );
}
