// Leaflet's own style sheet, loaded with Leaflet when a map first comes into view.
import 'leaflet/dist/leaflet.css'
import './map-pin.css'
