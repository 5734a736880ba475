export { ProductTile, TILE_PICTURE_SIZE, type ProductTileProps } from './product-tile/ProductTile';
